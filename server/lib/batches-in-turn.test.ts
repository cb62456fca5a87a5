import { describe, expect, it } from 'vitest';
import { batchesInTurn } from './batches-in-turn.ts';

/** A batch runner that records each batch and answers when released. */
function recorder(fail?: (inputs: number[]) => Error | undefined) {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = (inputs: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(inputs);
      releases.push(() => {
        const error = fail?.(inputs);
        if (error) reject(error);
        else resolve(inputs.map((n) => `#${n}`));
      });
    });
  const releaseAll = async () => {
    for (let round = 0; round < 50 && releases.length > 0; round++) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { batches, run, releaseAll };
}

describe('batchesInTurn', () => {
  it('runs a lone input at once, and groups what arrives while a batch runs', async () => {
    const r = recorder();
    const submit = batchesInTurn(r.run, { maxBatch: 3, lanes: 1 });
    const first = submit('centre', 1);
    expect(r.batches).toEqual([[1]]);
    const rest = [2, 3, 4, 5].map((n) => submit('centre', n));
    await r.releaseAll();
    expect(await first).toBe('#1');
    expect(await Promise.all(rest)).toEqual(['#2', '#3', '#4', '#5']);
    expect(r.batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('runs different keys side by side, and starts afresh once a key is drained', async () => {
    const r = recorder();
    const submit = batchesInTurn(r.run, { maxBatch: 10, lanes: 1 });
    const a = submit('a', 1);
    const b = submit('b', 2);
    expect(r.batches).toEqual([[1], [2]]);
    await r.releaseAll();
    expect([await a, await b]).toEqual(['#1', '#2']);
    const again = submit('a', 3);
    expect(r.batches).toEqual([[1], [2], [3]]);
    await r.releaseAll();
    expect(await again).toBe('#3');
  });

  it('tries each input of a failed batch alone, so only the faulty one fails', async () => {
    const r = recorder((inputs) => (inputs.includes(3) ? new Error('duplicate key') : undefined));
    const submit = batchesInTurn(r.run, { maxBatch: 10, lanes: 1 });
    const outcomes = [1, 2, 3, 4].map((n) => submit('centre', n).catch((e: Error) => e.message));
    await r.releaseAll();
    expect(await Promise.all(outcomes)).toEqual(['#1', '#2', 'duplicate key', '#4']);
    expect(r.batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('fails a whole batch at once when the database is unreachable, without a retry each', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const r = recorder((inputs) => (inputs.length > 1 ? down : undefined));
    const submit = batchesInTurn(r.run, { maxBatch: 10, lanes: 1 });
    const outcomes = [1, 2, 3].map((n) => submit('centre', n).catch((e: Error) => e.message));
    await r.releaseAll();
    expect(await Promise.all(outcomes)).toEqual(['#1', 'connect ECONNREFUSED', 'connect ECONNREFUSED']);
    expect(r.batches).toEqual([[1], [2, 3]]);
  });

  it('runs up to its lanes at once for one key, each taking what waits when it frees', async () => {
    const r = recorder();
    const submit = batchesInTurn(r.run, { maxBatch: 10, lanes: 2 });
    const outcomes = [1, 2, 3, 4, 5].map((n) => submit('all', n));
    expect(r.batches).toEqual([[1], [2]]);
    await r.releaseAll();
    expect(await Promise.all(outcomes)).toEqual(['#1', '#2', '#3', '#4', '#5']);
    expect(r.batches).toEqual([[1], [2], [3, 4, 5]]);
    const later = submit('all', 6);
    expect(r.batches.at(-1)).toEqual([6]);
    await r.releaseAll();
    expect(await later).toBe('#6');
  });
});
