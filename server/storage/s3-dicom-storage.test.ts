import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestBucket, startS3TestBucket, TEST_BUCKET } from '../../tests/support/s3-test-bucket.ts';
import { dicomStorageContract } from './dicom-object-storage.contract.ts';
import { createS3DicomStorage } from './s3-dicom-storage.ts';
import { presignUrl } from './sigv4-presign.ts';

/**
 * The S3 DICOM store against s3rver, a Node server speaking the S3 REST protocol, on loopback in
 * its own directory. s3rver has no ACLs and answers anonymous reads, i.e. it is a public bucket;
 * the private one is s3rver behind tests/support/s3-test-bucket.ts's front (anonymous → 403, and
 * the SigV4 signature check s3rver 3.7.1 does not do). Not tested here: a real AWS or MinIO account.
 */
let bucket: S3TestBucket;
beforeAll(async () => {
  bucket = await startS3TestBucket();
});
afterAll(() => bucket?.close());

const PUBLIC_REFUSAL =
  /The DICOM bucket answers anonymous reads: patient images are not stored there until it is private/;
const key = (name: string) => `dicom/${crypto.randomUUID()}/${name}`;

describe('the S3 DICOM store behind a private bucket', () => {
  dicomStorageContract(() => createS3DicomStorage(bucket.config()));

  it('keeps a 20 MB cine byte for byte, streamed from its file', async () => {
    const store = createS3DicomStorage(bucket.config());
    const bytes = Buffer.alloc(20 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32BE((i * 2654435761) >>> 0, i);
    const path = join(mkdtempSync(join(tmpdir(), 's3-cine-')), 'cine.part');
    writeFileSync(path, bytes);
    const k = key('2.25.20.dcm');
    await store.putFile(k, path);
    expect((await store.get(k))?.equals(bytes)).toBe(true);
  });

  it('writes each object under exactly its key: another clinic’s key is another object', async () => {
    const store = createS3DicomStorage(bucket.config());
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    await store.put(`dicom/${a}/2.25.77.thumb.jpg`, Buffer.from('clinic A'), 'image/jpeg');
    await store.put(`dicom/${b}/2.25.77.thumb.jpg`, Buffer.from('clinic B'), 'image/jpeg');
    expect((await store.get(`dicom/${a}/2.25.77.thumb.jpg`))?.toString()).toBe('clinic A');
    expect((await store.get(`dicom/${b}/2.25.77.thumb.jpg`))?.toString()).toBe('clinic B');
    expect(bucket.puts).toContain(`/${TEST_BUCKET}/dicom/${a}/2.25.77.thumb.jpg`);
  });

  it('a wrong secret is refused by its signature, with the setting to check, and nothing is kept', async () => {
    const before = bucket.puts.length;
    const store = createS3DicomStorage(bucket.config({ secretAccessKey: 'not-the-secret' }));
    await expect(store.put(key('2.25.5.dcm'), Buffer.from('x'), 'application/dicom')).rejects.toThrow(
      'S3 answered 403 SignatureDoesNotMatch to a DICOM upload: check S3_SECRET_ACCESS_KEY',
    );
    await expect(store.get(key('2.25.5.dcm'))).rejects.toThrow('403 SignatureDoesNotMatch to a DICOM read');
    // The streamed read (exports) says the same, not a bare status.
    await expect(store.open(key('2.25.5.dcm'))).rejects.toThrow(
      'S3 answered 403 SignatureDoesNotMatch to a DICOM read: check S3_SECRET_ACCESS_KEY',
    );
    expect(bucket.puts.length).toBe(before);
  });

  it('an access key s3rver does not know is refused by s3rver itself', async () => {
    const store = createS3DicomStorage(bucket.config({ accessKeyId: 'AKIAUNKNOWN' }));
    await expect(store.put(key('2.25.6.dcm'), Buffer.from('x'), 'application/dicom')).rejects.toThrow(
      'S3 answered 403 InvalidAccessKeyId to a DICOM upload: check S3_ACCESS_KEY_ID',
    );
  });

  it('a bucket that does not exist, and an endpoint nobody listens on, say so', async () => {
    const missing = createS3DicomStorage(bucket.config({ dicomBucket: 'no-such-bucket' }));
    await expect(missing.put(key('2.25.7.dcm'), Buffer.from('x'), 'application/dicom')).rejects.toThrow(
      'S3 answered 404 NoSuchBucket to a DICOM upload: check S3_DICOM_BUCKET',
    );
    const away = createS3DicomStorage(bucket.config({ endpoint: 'http://127.0.0.1:1' }));
    await expect(away.get(key('2.25.8.dcm'))).rejects.toThrow('S3 could not be reached: ECONNREFUSED');
    await expect(away.open(key('2.25.8.dcm'))).rejects.toThrow(
      'S3 could not be reached: ECONNREFUSED (check S3_ENDPOINT)',
    );
  });
});

describe('a key without s3:ListBucket, to which AWS answers a missing object 403 AccessDenied', () => {
  let unlisted: S3TestBucket;
  beforeAll(async () => {
    unlisted = await startS3TestBucket({ listBucket: false });
  });
  afterAll(() => unlisted?.close());

  dicomStorageContract(() => createS3DicomStorage(unlisted.config()));

  it('reads a missing object as not found (get and open) from a bucket nothing was written to yet', async () => {
    const empty = await startS3TestBucket({ listBucket: false });
    try {
      const store = createS3DicomStorage(empty.config());
      const k = key('2.25.13.dcm');
      const signedGet = presignUrl({
        method: 'GET',
        url: `${empty.privateEndpoint}/${TEST_BUCKET}/${k}`,
        ...empty.config(),
        date: new Date(),
        expiresSeconds: 60,
      });
      // What the store meets: 403 AccessDenied for the missing key, as AWS answers it.
      const answer = await fetch(signedGet);
      expect([answer.status, await answer.text()]).toEqual([403, expect.stringContaining('<Code>AccessDenied</Code>')]);
      expect(await store.get(k)).toBeNull();
      expect(await store.open(key('2.25.14.dcm'))).toBeNull();
    } finally {
      await empty.close();
    }
  });

  it('still names the setting for a wrong secret or an unknown key id, not "not found"', async () => {
    const wrongSecret = createS3DicomStorage(unlisted.config({ secretAccessKey: 'not-the-secret' }));
    await expect(wrongSecret.get(key('2.25.15.dcm'))).rejects.toThrow(
      'S3 answered 403 SignatureDoesNotMatch to a DICOM read: check S3_SECRET_ACCESS_KEY',
    );
    await expect(wrongSecret.open(key('2.25.15.dcm'))).rejects.toThrow(
      'S3 answered 403 SignatureDoesNotMatch to a DICOM read: check S3_SECRET_ACCESS_KEY',
    );
    const unknownKey = createS3DicomStorage(unlisted.config({ accessKeyId: 'AKIAUNKNOWN' }));
    await expect(unknownKey.get(key('2.25.16.dcm'))).rejects.toThrow('403 InvalidAccessKeyId');
  });
});

describe('a key without s3:GetObject', () => {
  it('cannot read what is there either: every read is an error naming the permission, not "not found"', async () => {
    const unreadable = await startS3TestBucket({ getObject: false });
    try {
      const store = createS3DicomStorage(unreadable.config());
      const k = key('2.25.17.thumb.jpg');
      await store.put(k, Buffer.from('kept'), 'image/jpeg');
      const denied = 'S3 answered 403 AccessDenied to a DICOM read: give the access key s3:GetObject';
      await expect(store.get(k)).rejects.toThrow(denied);
      await expect(store.get(key('2.25.18.dcm'))).rejects.toThrow(denied);
      await expect(store.open(k)).rejects.toThrow(denied);
    } finally {
      await unreadable.close();
    }
  });
});

describe('a bucket that does not exist', () => {
  it('is an error naming S3_DICOM_BUCKET on a read too, not "not found"', async () => {
    const store = createS3DicomStorage(bucket.config({ dicomBucket: 'no-such-bucket' }));
    await expect(store.get(key('2.25.19.dcm'))).rejects.toThrow(
      'S3 answered 404 NoSuchBucket to a DICOM read: check S3_DICOM_BUCKET',
    );
    await expect(store.open(key('2.25.19.dcm'))).rejects.toThrow('404 NoSuchBucket');
  });
});

describe('the privacy check before the first write', () => {
  it('refuses to write to s3rver as it is, a bucket that answers anonymous reads', async () => {
    const endpoint = bucket.publicEndpoint;
    const store = createS3DicomStorage(
      bucket.config({ endpoint, publicUrl: `${endpoint}/${TEST_BUCKET}`, dicomBucket: TEST_BUCKET }),
    );
    const k = key('2.25.9.dcm');
    await expect(store.put(k, Buffer.from('DICM'), 'application/dicom')).rejects.toThrow(PUBLIC_REFUSAL);
    const path = join(mkdtempSync(join(tmpdir(), 's3-public-')), 'object.part');
    writeFileSync(path, 'DICM');
    await expect(store.putFile(k, path)).rejects.toThrow(PUBLIC_REFUSAL);
    // Only the probe went in; the object did not (read through the private front, signed).
    expect(await createS3DicomStorage(bucket.config()).get(k)).toBeNull();
  });

  it('refuses a private endpoint whose logo URL (the same bucket) serves anonymously, and writes once that stops', async () => {
    // The same bucket for logos and DICOM, its S3_PUBLIC_URL a public view of it (a CDN, say).
    const settings = bucket.config({ publicUrl: `${bucket.publicEndpoint}/${TEST_BUCKET}` });
    const store = createS3DicomStorage(settings);
    const k = key('2.25.10.dcm');
    await expect(store.put(k, Buffer.from('DICM'), 'application/dicom')).rejects.toThrow(PUBLIC_REFUSAL);
    // Made private meanwhile: the failed check is run again, and the write goes through.
    settings.publicUrl = `${bucket.privateEndpoint}/${TEST_BUCKET}`;
    await store.put(k, Buffer.from('DICM'), 'application/dicom');
    expect((await store.get(k))?.toString()).toBe('DICM');
  });

  it('does not hold a separate DICOM bucket to the logo URL', async () => {
    const store = createS3DicomStorage(
      bucket.config({ bucket: 'clinic-logos', publicUrl: `${bucket.publicEndpoint}/clinic-logos` }),
    );
    const k = key('2.25.11.dcm');
    await store.put(k, Buffer.from('DICM'), 'application/dicom');
    expect((await store.get(k))?.toString()).toBe('DICM');
  });
});

// The same contract against a real account (MinIO, AWS) when one is given: s3rver is not S3.
const env = process.env;
describe.skipIf(!(env.S3_TEST_ENDPOINT && env.S3_TEST_BUCKET && env.S3_TEST_ACCESS_KEY_ID))(
  'the S3 DICOM store against S3_TEST_* (a real account)',
  () => {
    dicomStorageContract(() =>
      createS3DicomStorage({
        endpoint: env.S3_TEST_ENDPOINT ?? '',
        bucket: env.S3_TEST_BUCKET ?? '',
        dicomBucket: env.S3_TEST_BUCKET ?? '',
        region: env.S3_TEST_REGION ?? 'us-east-1',
        accessKeyId: env.S3_TEST_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_TEST_SECRET_ACCESS_KEY ?? '',
        publicUrl: `${env.S3_TEST_ENDPOINT}/${env.S3_TEST_BUCKET}`,
      }),
    );
  },
);
