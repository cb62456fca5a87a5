import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { OcrToken } from '../../core/ocr/ocr-tokens.ts';

/**
 * OCR of measurement-page photos (issue 35 item 3, docs/decisions/023-ocr-of-measurement-photos.md):
 * tesseract.js in a worker thread of its own, with its WebAssembly core and English data read
 * from node_modules, never a CDN, so a clinic server offline reads photos as well as one online.
 *
 * One job at a time per server: recognising a photo keeps a core busy for about a second, and on
 * a two-core clinic PC a second recognition at once would only slow both and the API with them.
 * The others wait their turn in order, up to QUEUE_LIMIT; past that the caller is told to retry.
 */
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Where the engine's parts are on disk: checked by the offline test, which refuses any URL. */
export const OCR_PATHS = {
  workerPath: join(packageDir('tesseract.js'), 'src', 'worker-script', 'node', 'index.js'),
  corePath: packageDir('tesseract.js-core'),
  // The LSTM-only integer model: a quarter of the size of the full one and faster, as accurate on screen text.
  langPath: join(packageDir('@tesseract.js-data/eng'), '4.0.0_best_int'),
} as const;

export const QUEUE_LIMIT = 8;

export class OcrBusyError extends Error {
  constructor() {
    super('ocr queue full');
  }
}

let worker: Promise<Worker> | null = null;
let tail: Promise<unknown> = Promise.resolve();
let queued = 0;

function startWorker(): Promise<Worker> {
  return createWorker('eng', OEM.LSTM_ONLY, {
    ...OCR_PATHS,
    gzip: true,
    // The language data is read from node_modules each start; no cache file in the working directory.
    cacheMethod: 'none',
  });
}

async function recognise(image: Buffer): Promise<OcrToken[][]> {
  worker ??= startWorker();
  try {
    const result = await (await worker).recognize(image, {}, { blocks: true, text: false });
    return (result.data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) =>
        paragraph.lines.map((line) => line.words.map((w) => ({ text: w.text, confidence: w.confidence }))),
      ),
    );
  } catch (error) {
    // A broken worker is replaced for the next photo rather than failing every one after it.
    const broken = worker;
    worker = null;
    await broken?.then((w) => w.terminate()).catch(() => undefined);
    throw error;
  }
}

/** The lines of words (with confidences) of one image (PNG or JPEG bytes), queued behind the running job. */
export async function readImageLines(image: Buffer): Promise<OcrToken[][]> {
  if (queued >= QUEUE_LIMIT) throw new OcrBusyError();
  queued += 1;
  const run = tail.then(() => recognise(image));
  tail = run.catch(() => undefined);
  try {
    return await run;
  } finally {
    queued -= 1;
  }
}

/** Ends the worker thread (server shutdown, end of a test file). */
export async function stopOcr(): Promise<void> {
  const running = worker;
  worker = null;
  await running?.then((w) => w.terminate()).catch(() => undefined);
}
