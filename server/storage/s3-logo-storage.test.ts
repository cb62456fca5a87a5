import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestBucket, startS3TestBucket, TEST_BUCKET } from '../../tests/support/s3-test-bucket.ts';
import { createManualClock } from '../lib/clock.ts';
import { createS3LogoStorage } from './s3-logo-storage.ts';

/**
 * The logo store's presigned upload against s3rver behind the private front (which checks the
 * SigV4 signature): what the browser does with an upload grant. Logos are read from
 * S3_PUBLIC_URL, here s3rver itself, which answers anonymous reads as a public bucket does.
 */
let bucket: S3TestBucket;
beforeAll(async () => {
  bucket = await startS3TestBucket();
});
afterAll(() => bucket?.close());

const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(2000)]);
const grant = (expiresAt: Date) => ({
  id: crypto.randomUUID(),
  objectKey: `logos/${randomBytes(16).toString('hex')}`,
  expiresAt,
});

describe('the S3 logo store', () => {
  it('a browser’s PUT to the upload URL is accepted, and the logo reads back from the public URL', async () => {
    const clock = createManualClock();
    const store = createS3LogoStorage(bucket.config({ publicUrl: `${bucket.publicEndpoint}/${TEST_BUCKET}` }), clock);
    const target = store.uploadTarget(grant(new Date(clock.now().getTime() + 300_000)));
    const put = await fetch(target.url, { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } });
    expect(put.status, await put.text()).toBe(200);
    const read = await fetch(target.logoUrl);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
    expect(store.keyFromUrl(target.logoUrl)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('an upload URL past its grant’s expiry, or used for another key, is refused', async () => {
    const clock = createManualClock(new Date(Date.now() - 120_000));
    const store = createS3LogoStorage(bucket.config(), clock);
    const expired = store.uploadTarget(grant(new Date(clock.now().getTime() + 60_000)));
    const late = await fetch(expired.url, { method: 'PUT', body: png });
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');

    const fresh = createS3LogoStorage(bucket.config(), createManualClock());
    const target = fresh.uploadTarget(grant(new Date(Date.now() + 300_000)));
    const elsewhere = target.url.replace(/logos\/[0-9a-f]{32}/, `logos/${randomBytes(16).toString('hex')}`);
    const moved = await fetch(elsewhere, { method: 'PUT', body: png });
    expect(moved.status).toBe(403);
    expect(await moved.text()).toContain('SignatureDoesNotMatch');
  });
});
