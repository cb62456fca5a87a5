import { diskQueue } from '../../server/bridge/disk-queue.ts';
import { queueKeyOf } from '../../server/bridge/sealed-file.ts';

/**
 * A process that fills a bridge disk queue as fast as it can, for server/bridge/disk-queue.test.ts
 * to SIGKILL at a random moment like a power cut: argv is the folder and the token. Object n is
 * 8 MB of the byte n % 256 after a "DICM" marker, so the test knows what each file must hold.
 */
export const objectBytes = (n: number) => {
  const bytes = Buffer.alloc(8 * 1024 * 1024, n % 256);
  bytes.write('DICM', 128, 'latin1');
  return bytes;
};

const [dir, token] = process.argv.slice(2);
if (dir && token) {
  const queue = diskQueue(dir, { current: queueKeyOf(token), previous: null }, () => undefined);
  await queue.open();
  for (let n = 1; ; n += 1) {
    await queue.add(`2.25.${n}`, [objectBytes(n)]);
    process.stdout.write(`queued ${n}\n`);
  }
}
