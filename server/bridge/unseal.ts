import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { kindOf, queueKeyOf, unseal } from './sealed-file.ts';

/**
 * `npm run bridge:unseal -- <queued file> <out.dcm>`: a person looking at an object in refused/,
 * damaged/ or earlier-token/ gets the plain DICOM file, opened with BRIDGE_TOKEN (or
 * BRIDGE_PREVIOUS_TOKEN). It says only whether that worked: the file is a patient's.
 */
async function main() {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    console.error('usage: npm run bridge:unseal -- <queued file> <out.dcm>  (with BRIDGE_TOKEN set)');
    process.exit(2);
  }
  const bytes = await readFile(from);
  const tokens = [process.env.BRIDGE_TOKEN, process.env.BRIDGE_PREVIOUS_TOKEN].filter((t): t is string => !!t);
  // The name is part of what was sealed: the file must keep the name the queue gave it.
  const opened = tokens.map((token) => unseal(queueKeyOf(token.trim()), basename(from), bytes)).find((b) => b);
  if (!opened) {
    const kind = kindOf(bytes).kind;
    console.error(
      kind === 'sealed'
        ? 'not opened: another bridge token sealed it, or it was changed, cut short or renamed'
        : 'not opened: this is not a sealed queue file',
    );
    process.exit(1);
  }
  await writeFile(to, opened, { mode: 0o600 });
  console.log(`written: ${to}`);
}

await main();
