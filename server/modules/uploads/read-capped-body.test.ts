import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCappedBody } from './read-capped-body.ts';

const chunks = (...sizes: number[]) => Readable.from(sizes.map((size) => Buffer.alloc(size, 1)));

describe('readCappedBody', () => {
  it('returns the whole body up to and including the limit', async () => {
    const body = await readCappedBody(chunks(4, 4, 2), 10);
    expect(body).toBeInstanceOf(Buffer);
    expect((body as Buffer).length).toBe(10);
  });

  it('stops at the first chunk that passes the limit, whatever follows', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 1;
        this.push(Buffer.alloc(1000));
      },
    });
    expect(await readCappedBody(endless, 2500)).toBe('too-large');
    expect(produced).toBeLessThan(10);
  });
});
