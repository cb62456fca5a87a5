import { describe, expect, it } from 'vitest';
import { presignUrl } from './sigv4-presign.ts';

// The worked example of AWS's "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)".
const AWS_EXAMPLE = {
  method: 'GET',
  url: 'https://examplebucket.s3.amazonaws.com/test.txt',
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  date: new Date('2013-05-24T00:00:00Z'),
  expiresSeconds: 86400,
};

describe('presignUrl (SigV4 query parameters)', () => {
  it('reproduces the signature of AWS’s documented example', () => {
    const url = new URL(presignUrl(AWS_EXAMPLE));
    expect(url.searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
    expect(url.origin + url.pathname).toBe('https://examplebucket.s3.amazonaws.com/test.txt');
    expect(url.searchParams.get('X-Amz-Credential')).toBe('AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
  });

  it('signs the method, the key and the host, so changing any of them changes the signature', () => {
    const base = new URL(presignUrl(AWS_EXAMPLE)).searchParams.get('X-Amz-Signature');
    for (const change of [
      { method: 'PUT' },
      { url: 'https://examplebucket.s3.amazonaws.com/other.txt' },
      { url: 'https://examplebucket.s3.amazonaws.com:9000/test.txt' },
      { expiresSeconds: 600 },
    ]) {
      expect(new URL(presignUrl({ ...AWS_EXAMPLE, ...change })).searchParams.get('X-Amz-Signature')).not.toBe(base);
    }
  });

  it('keeps a path-style bucket and key, with a port, intact', () => {
    const url = new URL(
      presignUrl({ ...AWS_EXAMPLE, method: 'PUT', url: 'http://minio.local:9000/clinic-logos/logos/ab12' }),
    );
    expect(`${url.host}${url.pathname}`).toBe('minio.local:9000/clinic-logos/logos/ab12');
  });
});
