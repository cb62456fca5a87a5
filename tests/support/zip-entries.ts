import yauzl from 'yauzl';

/** Every entry of a ZIP by its name, read whole: what an export's tests compare with what was kept. */
export async function readZipEntries(body: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(body, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for (;;) {
    const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      zip.once('entry', resolve);
      zip.once('end', () => resolve(null));
      zip.once('error', reject);
      zip.readEntry();
    });
    if (!entry) break;
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
}
