import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dimse from 'dcmjs-dimse';
import { writeRenditions } from '../server/dicom/image-renditions.ts';
import { decodeFirstFrame } from '../server/dicom/pixel-decode.ts';
import { createLocalDicomStorage } from '../server/storage/local-dicom-storage.ts';
import { writeCine } from '../tests/support/synthetic-image.ts';

/**
 * Issue 32 figure: a 50-frame cine of ~20 MB (800 × 500, 8-bit) as the listener handles it once
 * its bytes have arrived: read and parsed by dcmjs, first frame decoded, thumbnail and print JPEGs written.
 * The network transfer and the database rows are not in this figure (see bench/README.md).
 * Run: npx tsx bench/cine-thumbnail.ts
 */
const dir = mkdtempSync(join(tmpdir(), 'cine-bench-'));
const file = join(dir, 'cine.dcm');
await writeCine(file, { accession: 'S-000001', frames: 50, width: 800, height: 500 });
const size = statSync(file).size;
const runs: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const started = performance.now();
  const dataset = dimse.Dataset.fromFile(file);
  if (!dataset) throw new Error(`${file} is not a DICOM file`);
  const frame = decodeFirstFrame(dataset.getElements(), '1.2.840.10008.1.2.1');
  if (!frame) throw new Error('no preview');
  await writeRenditions(createLocalDicomStorage(dir), 'bench', `1.2.3.${run}`, frame);
  runs.push(performance.now() - started);
}
runs.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    bench: 'cine-thumbnail',
    megabytes: Math.round((size / 1024 / 1024) * 10) / 10,
    frames: 50,
    medianMs: Math.round(runs[2] ?? 0),
    maxMs: Math.round(runs[4] ?? 0),
  }),
);
