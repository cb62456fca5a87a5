import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SanitisedUpload } from './sanitise-upload.ts';
import type { SanitiseJob } from './sanitise-worker.ts';

type Reply = { id: number; result: SanitisedUpload } | { id: number; error: string };
interface Pending {
  job: SanitiseJob;
  resolve: (result: SanitisedUpload) => void;
  reject: (error: Error) => void;
}

// Compiled, the worker is the .js beside this file; from source (tests, `npm run dev`) the .ts,
// loaded through tsx's loader, registered in the thread first (Node 20 does not pass
// `--import tsx` hooks on to a worker's entry module).
const SELF = import.meta.url;
const FROM_SOURCE = SELF.endsWith('.ts');
const WORKER_URL = new URL(FROM_SOURCE ? './sanitise-worker.ts' : './sanitise-worker.js', SELF);

function startWorker(): Worker {
  if (!FROM_SOURCE) return new Worker(WORKER_URL);
  // The ESM build of tsx's API (require.resolve finds its CommonJS twin beside it).
  const tsx = pathToFileURL(
    createRequire(SELF)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); })`;
  return new Worker(boot, { eval: true });
}

/**
 * Runs the upload sanitiser off the event loop, on a few worker threads: one fewer than the
 * cores (at least one, at most four), so the loop keeps a core for requests. Jobs beyond that
 * wait their turn in order. Workers start on first use and do not keep the process alive.
 */
class SanitiserPool {
  private readonly size = Math.max(1, Math.min(4, availableParallelism() - 1));
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private started = 0;
  private nextId = 1;

  run(bytes: Buffer, allowPdf: boolean): Promise<SanitisedUpload> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { id: this.nextId++, bytes, allowPdf }, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.started < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const pending = this.queue.shift() as Pending;
      this.busy.set(worker, pending);
      worker.postMessage(pending.job);
    }
  }

  private spawn(): Worker {
    this.started += 1;
    const worker = startWorker();
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      this.idle.push(worker);
      if (pending) {
        if ('error' in reply) pending.reject(new Error(`upload sanitiser failed: ${reply.error}`));
        else pending.resolve(revive(reply.result));
      }
      this.dispatch();
    });
    // A worker that dies (out of memory on a hostile file) fails its job, not the server; the
    // next job starts a new one.
    worker.on('error', (error) => this.retire(worker, error));
    worker.on('exit', (code) => this.retire(worker, new Error(`upload sanitiser exited with code ${code}`)));
    return worker;
  }

  private retire(worker: Worker, error: Error): void {
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    const pending = this.busy.get(worker);
    if (!this.busy.delete(worker) && at < 0) return; // already retired
    this.started -= 1;
    pending?.reject(error);
    this.dispatch();
  }
}

/** Bytes cross the thread boundary as a Uint8Array; the callers want a Buffer back. */
function revive(result: SanitisedUpload): SanitisedUpload {
  if (!result.ok) return result;
  const bytes = result.bytes as Uint8Array;
  return { ...result, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

let pool: SanitiserPool | undefined;

/** sanitiseUpload (images decoded and re-encoded, PDFs checked) on a worker thread. */
export function sanitiseUploadOffLoop(bytes: Buffer, options: { allowPdf: boolean }): Promise<SanitisedUpload> {
  pool ??= new SanitiserPool();
  return pool.run(bytes, options.allowPdf);
}
