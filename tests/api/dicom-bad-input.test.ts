import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dcmtk, dicomListenerForFile, scannerPeerArgs, storeAsScanner } from '../support/dicom-peers.ts';
import { clinicWithScanner } from '../support/dicom-scanner-clinic.ts';
import { writeUsImage } from '../support/synthetic-image.ts';
import { testAppForFile } from '../support/test-app.ts';

/**
 * Issue 32: bad input from a scanner over the network (dcmtk's storescu as the peer) is refused
 * or ignored, and the next association is served as usual: the listener runs inside the portal.
 */
const t = testAppForFile();
const listener = dicomListenerForFile(t);
const dir = mkdtempSync(join(tmpdir(), 'bad-'));

/** A copy of `file` whose PixelData declares `length` bytes (explicit VR little endian: 4-byte length). */
function withPixelLength(file: string, out: string, length: number) {
  const bytes = readFileSync(file);
  const at = bytes.indexOf(Buffer.from([0xe0, 0x7f, 0x10, 0x00]));
  if (at < 0) throw new Error('no PixelData');
  const copy = Buffer.from(bytes);
  copy.writeUInt32LE(length, at + 8);
  writeFileSync(out, copy);
}

describe('bad input over the network', () => {
  it('a truncated file, a 2 GB declared length and a big-endian-only proposal leave the listener serving', {
    timeout: 150_000,
  }, async () => {
    const { ae } = await clinicWithScanner(t, { aePrefix: 'BAD', scannerName: 'Logiq P9' });
    const store = (file: string) => storeAsScanner(ae, listener.port, file, '-xy');
    const echo = () => dcmtk('echoscu', scannerPeerArgs(ae, listener.port));

    const good = join(dir, 'good.dcm');
    await writeUsImage(good, { accession: 'S-NONE', uncompressed: true });
    const truncated = join(dir, 'truncated.dcm');
    writeFileSync(truncated, readFileSync(good).subarray(0, 60_000));
    const huge = join(dir, 'huge.dcm');
    withPixelLength(good, huge, 0x7ffffff0);

    for (const file of [truncated, huge]) {
      const sent = await store(file);
      expect(sent.output, file).not.toMatch(/Received Store Response \(Success\)/);
      expect((await echo()).code).toBe(0);
    }
    // Only big endian offered for an image (a dcmtk association profile): refused at association.
    const profile = join(dir, 'big-endian.cfg');
    writeFileSync(
      profile,
      [
        '[[TransferSyntaxes]]',
        '[BigEndian]',
        'TransferSyntax1 = BigEndianExplicit',
        '[[PresentationContexts]]',
        '[BigEndianOnly]',
        'PresentationContext1 = UltrasoundImageStorage\\BigEndian',
        '[[Profiles]]',
        '[BigEndianOnly]',
        'PresentationContexts = BigEndianOnly',
        '',
      ].join('\n'),
    );
    const bigEndian = await storeAsScanner(ae, listener.port, good, '-xf', profile, 'BigEndianOnly');
    expect(bigEndian.code, bigEndian.output).not.toBe(0);
    expect(bigEndian.output).not.toMatch(/Received Store Response \(Success\)/);
    expect((await echo()).code).toBe(0);
    const sent = await store(good);
    expect(sent.code, sent.output).toBe(0);
  });
});
