import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { S3Config } from '../config.ts';
import { type DicomObjectStorage, DicomStorageError } from './dicom-object-storage.ts';
import { presignUrl } from './sigv4-presign.ts';

/** A presigned request is made and used at once, server to bucket: a minute is plenty. */
const SIGNED_SECONDS = 60;
const PROBE_KEY = 'dicom/.private-check';

/** What to check for the S3 error codes a misconfigured deployment meets first. */
const HINTS: Record<string, string> = {
  SignatureDoesNotMatch: 'check S3_SECRET_ACCESS_KEY',
  InvalidAccessKeyId: 'check S3_ACCESS_KEY_ID',
  NoSuchBucket: 'check S3_DICOM_BUCKET (S3_BUCKET when unset)',
  AccessDenied: 'the access key may not use this bucket',
  RequestTimeTooSkewed: "check this server's clock",
};

/** A read refused while the object this store wrote itself is refused too: the key may not read. */
const READ_DENIED_HINT = 'give the access key s3:GetObject (and s3:ListBucket) on S3_DICOM_BUCKET';

/** The `<Code>` of S3's XML error answer. */
const errorCode = (bytes: Buffer) => /<Code>([A-Za-z]{1,64})<\/Code>/.exec(bytes.toString('utf8', 0, 4096))?.[1];

/** S3's refusal as a loggable error: the status, the `<Code>` of its XML answer, and a hint. */
function refused(res: { status: number; bytes: Buffer }, what: string, hintOverride?: string): DicomStorageError {
  const code = errorCode(res.bytes);
  const hint = hintOverride ?? (code ? HINTS[code] : undefined);
  return new DicomStorageError(
    `S3 answered ${res.status}${code ? ` ${code}` : ''} to a DICOM ${what}${hint ? `: ${hint}` : ''}`,
  );
}

/** A socket error's code (ECONNREFUSED, ENOTFOUND) says enough, and names nothing of a patient. */
const unreachable = (error: NodeJS.ErrnoException) =>
  error instanceof DicomStorageError
    ? error
    : new DicomStorageError(`S3 could not be reached: ${error.code ?? error.name} (check S3_ENDPOINT)`);

/** One server-side request to the bucket; the body is streamed with its exact length, as S3 requires. */
function send(method: 'PUT' | 'GET', url: string, body?: { stream: Readable; length: number; type: string }) {
  return new Promise<{ status: number; bytes: Buffer }>((resolve, reject) => {
    const headers = body ? { 'content-length': String(body.length), 'content-type': body.type } : undefined;
    const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    request.setTimeout(300_000, () => request.destroy(new DicomStorageError('S3 request timed out')));
    request.on('error', (error: NodeJS.ErrnoException) => reject(unreachable(error)));
    if (body) {
      body.stream.on('error', (error) => request.destroy(error));
      body.stream.pipe(request);
    } else request.end();
  });
}

/** A GET whose answer is handed over with its status, the body still to be read (streamed). */
function sendStreamed(url: string) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(url, { method: 'GET' }, resolve);
    request.setTimeout(300_000, () => request.destroy(new DicomStorageError('S3 request timed out')));
    request.on('error', (error: NodeJS.ErrnoException) => reject(unreachable(error)));
    request.end();
  });
}

/**
 * DICOM objects in an S3-compatible bucket, S3_DICOM_BUCKET (S3_BUCKET unless set), under
 * `dicom/`. Unlike logos the browser never talks to the bucket: this server PUTs and GETs with
 * presigned requests it uses at once, and serves the bytes only through its authenticated
 * routes (decision 025). Before the first write it checks that the bucket does not answer an
 * anonymous read (and, for the logo bucket, that S3_PUBLIC_URL does not either): patient images
 * are not written to a bucket anybody can read.
 */
export function createS3DicomStorage(s3: S3Config): DicomObjectStorage {
  const objectUrl = (key: string) => `${s3.endpoint}/${s3.dicomBucket}/${key}`;
  const signed = (method: 'PUT' | 'GET', key: string) =>
    presignUrl({
      method,
      url: objectUrl(key),
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      date: new Date(),
      expiresSeconds: SIGNED_SECONDS,
    });

  async function upload(key: string, stream: Readable, length: number, type: string) {
    const res = await send('PUT', signed('PUT', key), { stream, length, type });
    if (res.status < 200 || res.status > 299) throw refused(res, 'upload');
  }

  // Once a process, again after a failed check (a bucket made private meanwhile is then used).
  let privateChecked: Promise<void> | null = null;
  const assertPrivate = () => {
    privateChecked ??= (async () => {
      const probe = Buffer.from('This object checks that the DICOM bucket is not publicly readable.\n');
      await upload(PROBE_KEY, Readable.from([probe]), probe.length, 'text/plain');
      const anonymous = [objectUrl(PROBE_KEY)];
      if (s3.dicomBucket === s3.bucket) anonymous.push(`${s3.publicUrl}/${PROBE_KEY}`);
      for (const url of anonymous) {
        const res = await send('GET', url);
        if (res.status >= 200 && res.status <= 299)
          throw new DicomStorageError(
            'The DICOM bucket answers anonymous reads: patient images are not stored there until it is private (S3_DICOM_BUCKET, decision 025)',
          );
      }
    })().catch((error: unknown) => {
      privateChecked = null;
      throw error;
    });
    return privateChecked;
  };

  /**
   * A read S3 answered without the object: null when the key is simply not there, else the error
   * naming what to check. S3 answers a missing key 404 only to an access key with s3:ListBucket;
   * without it, 403 AccessDenied (it does not tell which keys exist), the same answer as to a key
   * that may not read at all. The privacy check's object, which this store wrote itself, tells the
   * two apart: if it reads, the key may read and this one object is missing (a 404 on disk).
   * A wrong secret or key id (SignatureDoesNotMatch, InvalidAccessKeyId) is never "not found".
   */
  async function missingOrRefused(res: { status: number; bytes: Buffer }): Promise<null> {
    const code = errorCode(res.bytes);
    if (res.status === 404 && code !== 'NoSuchBucket') return null;
    if (res.status !== 403 || code !== 'AccessDenied') throw refused(res, 'read');
    await assertPrivate();
    const probe = await send('GET', signed('GET', PROBE_KEY));
    if (probe.status >= 200 && probe.status <= 299) return null;
    throw refused(res, 'read', READ_DENIED_HINT);
  }

  return {
    kind: 's3',
    async putFile(key, path) {
      await assertPrivate();
      const { size } = await stat(path);
      await upload(key, createReadStream(path), size, 'application/dicom');
      await rm(path, { force: true });
    },
    async put(key, bytes, contentType) {
      await assertPrivate();
      await upload(key, Readable.from([bytes]), bytes.length, contentType);
    },
    async get(key) {
      const res = await send('GET', signed('GET', key));
      if (res.status < 200 || res.status > 299) return missingOrRefused(res);
      return res.bytes;
    },
    async open(key) {
      const res = await sendStreamed(signed('GET', key));
      const status = res.statusCode ?? 0;
      if (status >= 200 && status <= 299) return res;
      // An error answer is a short XML document: its first 4 KB hold the code (errorCode reads no
      // more), so an endpoint that streams a long error body is not buffered whole.
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res) {
        chunks.push(chunk as Buffer);
        size += (chunk as Buffer).length;
        if (size >= 4096) break;
      }
      return missingOrRefused({ status, bytes: Buffer.concat(chunks) });
    },
  };
}
