import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../server/config.ts';

/** s3rver's built-in account: the key id it knows and the secret the front checks signatures with. */
export const S3RVER_KEY = 'S3RVER';
export const S3RVER_SECRET = 'S3RVER';
export const TEST_BUCKET = 'clinic-dicom';
const REGION = 'ap-south-1';

export interface S3TestBucket {
  /** s3rver itself: answers anonymous reads with 200, as a public bucket does. */
  publicEndpoint: string;
  /** The front: a private bucket (anonymous → 403 AccessDenied, signatures checked). */
  privateEndpoint: string;
  /** S3 settings for the private front; `overrides` changes any of them. */
  config(overrides?: Partial<S3Config>): S3Config;
  /** Paths of every PUT the front let through, in order (`/<bucket>/<key>`). */
  readonly puts: string[];
  /** Every key in the bucket now, however it got there (s3rver's ListObjects, asked directly). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const accessDenied = (res: import('node:http').ServerResponse, code: string, message: string) => {
  res.writeHead(403, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Recomputes a query-signed (presigned) request's SigV4 signature from the request exactly as it
 * arrived: its method, the path on the wire, its query and its Host header. s3rver 3.7.1 checks
 * only that the key id exists ("Signature version 4 calculation is unimplemented" in its
 * authentication middleware), so without this a wrong secret would pass.
 */
function signatureMatches(req: IncomingMessage, secret: string): boolean {
  const [path = '', rawQuery = ''] = (req.url ?? '').split('?', 2);
  const params = new URLSearchParams(rawQuery);
  const given = params.get('X-Amz-Signature');
  const credential = params.get('X-Amz-Credential')?.split('/') ?? [];
  const signedHeaders = params.get('X-Amz-SignedHeaders')?.split(';') ?? [];
  const amzDate = params.get('X-Amz-Date') ?? '';
  if (!given || credential.length !== 5 || signedHeaders.length === 0) return false;
  const [, day = '', region = '', service = ''] = credential;
  const query = [...params]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
    .sort()
    .join('&');
  const headers = signedHeaders.map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`).join('');
  const canonical = [req.method, path, query, headers, signedHeaders.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const key = [day, region, service, 'aws4_request'].reduce<Buffer | string>(
    (k, part) => createHmac('sha256', k).update(part).digest(),
    `AWS4${secret}`,
  );
  return createHmac('sha256', key).update(toSign).digest('hex') === given;
}

/**
 * What the access key may do on the bucket, as an IAM policy grants it. AWS answers a read of a
 * missing key 404 NoSuchKey only to a key with s3:ListBucket, and 403 AccessDenied to one without
 * (it will not tell which keys exist); without s3:GetObject every read is 403 AccessDenied.
 */
export interface S3TestGrants {
  listBucket: boolean;
  getObject: boolean;
}

const isRead = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

/**
 * The front of a private bucket, in a few lines of node:http: what a bucket policy without public
 * read does (anonymous → 403 AccessDenied), plus the signature check s3rver lacks; signed
 * requests go on to s3rver unchanged, but for what `grants` withholds.
 */
function privateFront(target: number, puts: string[], grants: S3TestGrants): Server {
  return createServer((req, res) => {
    const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
    if (req.headers.authorization) {
      res.writeHead(501).end('header-signed requests are not checked by this test front');
      return;
    }
    if (!query.has('X-Amz-Signature')) return accessDenied(res, 'AccessDenied', 'Access Denied');
    if (!signatureMatches(req, S3RVER_SECRET))
      return accessDenied(res, 'SignatureDoesNotMatch', 'The request signature we calculated does not match');
    if (isRead(req) && !grants.getObject) return accessDenied(res, 'AccessDenied', 'Access Denied');
    const forward = request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (req.method === 'PUT' && (answer.statusCode ?? 0) < 300) puts.push((req.url ?? '').split('?')[0] ?? '');
        // A missing key (not a missing bucket, which AWS names to anyone) hidden as AWS hides it.
        if (isRead(req) && answer.statusCode === 404 && !grants.listBucket) {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const body = Buffer.concat(chunks);
            if (body.includes('<Code>NoSuchBucket</Code>')) res.writeHead(404, answer.headers).end(body);
            else accessDenied(res, 'AccessDenied', 'Access Denied');
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/**
 * s3rver in its own temporary directory on a free loopback port, with the private front before it;
 * the key has s3:GetObject and s3:ListBucket unless `grants` says otherwise.
 */
export async function startS3TestBucket(grants: Partial<S3TestGrants> = {}): Promise<S3TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await s3rver.run();
  const puts: string[] = [];
  const front = privateFront(port, puts, { listBucket: true, getObject: true, ...grants });
  const frontPort = await listen(front);
  const privateEndpoint = `http://127.0.0.1:${frontPort}`;
  return {
    publicEndpoint: `http://127.0.0.1:${port}`,
    privateEndpoint,
    puts,
    async keys() {
      const list = await (await fetch(`http://127.0.0.1:${port}/${TEST_BUCKET}?max-keys=1000`)).text();
      return [...list.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1] ?? '');
    },
    config: (overrides = {}) => ({
      endpoint: privateEndpoint,
      bucket: TEST_BUCKET,
      dicomBucket: TEST_BUCKET,
      region: REGION,
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_SECRET,
      publicUrl: `${privateEndpoint}/${TEST_BUCKET}`,
      ...overrides,
    }),
    async close() {
      const closed = new Promise<void>((resolve) => front.close(() => resolve()));
      front.closeAllConnections();
      await closed;
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
