import { createHash, createHmac } from 'node:crypto';

export interface PresignInput {
  method: string;
  /** The object URL, path-style or virtual-hosted. */
  url: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
  expiresSeconds: number;
  service?: string;
}

// RFC 3986 unreserved characters stay; everything else is percent-encoded, as SigV4 requires.
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

/**
 * An AWS Signature Version 4 query-string presigned URL ("Authenticating Requests: Using Query
 * Parameters"). Only the host header is signed and the payload is UNSIGNED-PAYLOAD, so the
 * browser may send any body and Content-Type; nothing else about the request can change.
 */
export function presignUrl(input: PresignInput): string {
  const service = input.service ?? 's3';
  const url = new URL(input.url);
  const amzDate = input.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${input.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(input.expiresSeconds)],
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const canonicalQuery = query
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .sort()
    .join('&');
  // S3 keys are encoded once, segment by segment; the slashes stay.
  const canonicalUri = url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');
  const canonicalRequest = [
    input.method,
    canonicalUri,
    canonicalQuery,
    `host:${url.host}\n`,
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${input.secretAccessKey}`, day);
  for (const part of [input.region, service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `${url.origin}${canonicalUri}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
