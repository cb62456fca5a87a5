import { databaseUnavailability } from './pg-errors.ts';

/*
 * Natural batching (group commit) for work that queues anyway: per key (a centre), one batch
 * runs at a time, and what arrives while it runs goes together in the next. A request at a quiet
 * moment runs at once, alone; nothing waits for a batch to fill. Under load, N requests cost one
 * round trip, one parse and plan, one commit instead of N: on a busy host each round trip also
 * costs a wake-up of both processes, which is where most of a small statement's time goes.
 */

interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * `runBatch` answers one output per input, in order. When a batch fails for a reason that may be
 * one input's own (not an unreachable or full database), each input is run again alone, so only
 * the faulty one fails: the batch must be all-or-nothing (one statement, or one transaction).
 */
export function batchesInTurn<I, O>(
  runBatch: (inputs: I[]) => Promise<O[]>,
  maxBatch: number,
): (key: string, input: I) => Promise<O> {
  const queues = new Map<string, Waiting<I, O>[]>();

  const runAlone = async (w: Waiting<I, O>) => {
    try {
      const [output] = await runBatch([w.input]);
      if (output === undefined) throw new Error('a batch answered nothing');
      w.resolve(output);
    } catch (error) {
      w.reject(error);
    }
  };

  const run = async (batch: Waiting<I, O>[]) => {
    if (batch.length === 1 && batch[0]) return runAlone(batch[0]);
    try {
      const outputs = await runBatch(batch.map((w) => w.input));
      if (outputs.length !== batch.length) throw new Error('a batch answered a different count');
      for (const [i, w] of batch.entries()) w.resolve(outputs[i] as O);
    } catch (error) {
      if (databaseUnavailability(error)) {
        for (const w of batch) w.reject(error);
        return;
      }
      for (const w of batch) await runAlone(w);
    }
  };

  // Runs until nothing waits; the queue is let go in the same turn as it is found empty, so an
  // input that arrives later starts a new queue instead of joining one nobody drains.
  const drain = async (key: string, waiting: Waiting<I, O>[]) => {
    for (;;) {
      const batch = waiting.splice(0, maxBatch);
      if (batch.length === 0) {
        queues.delete(key);
        return;
      }
      await run(batch);
    }
  };

  return (key, input) =>
    new Promise<O>((resolve, reject) => {
      const entry = { input, resolve, reject };
      const waiting = queues.get(key);
      if (waiting) {
        waiting.push(entry);
        return;
      }
      const started = [entry];
      queues.set(key, started);
      void drain(key, started);
    });
}
