import { databaseUnavailability } from './pg-errors.ts';

/*
 * Natural batching (group commit): per key, at most `lanes` batches run at a time, and what
 * arrives while they run goes together in the next. A request at a quiet moment runs at once,
 * alone; nothing waits for a batch to fill. Under load, N requests cost one
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
  limits: { maxBatch: number; lanes: number },
): (key: string, input: I) => Promise<O> {
  const queues = new Map<string, { waiting: Waiting<I, O>[]; running: number }>();

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

  // A lane runs until nothing waits; the queue is let go in the same turn as its last lane finds
  // it empty, so an input that arrives later starts a new queue instead of joining one nobody drains.
  const lane = async (key: string, queue: { waiting: Waiting<I, O>[]; running: number }) => {
    for (;;) {
      const batch = queue.waiting.splice(0, limits.maxBatch);
      if (batch.length === 0) {
        queue.running -= 1;
        if (queue.running === 0) queues.delete(key);
        return;
      }
      await run(batch);
    }
  };

  return (key, input) =>
    new Promise<O>((resolve, reject) => {
      let queue = queues.get(key);
      if (!queue) {
        queue = { waiting: [], running: 0 };
        queues.set(key, queue);
      }
      queue.waiting.push({ input, resolve, reject });
      if (queue.running < limits.lanes) {
        queue.running += 1;
        void lane(key, queue);
      }
    });
}
