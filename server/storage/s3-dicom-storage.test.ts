import { describe } from 'vitest';
import { dicomStorageContract } from './dicom-object-storage.contract.ts';
import { createS3DicomStorage } from './s3-dicom-storage.ts';

/**
 * The S3 store against a real S3-compatible server (MinIO, AWS) when one is given in S3_TEST_*;
 * the build machine has none, so there it is skipped and the disk store alone runs the contract.
 */
const env = process.env;
const configured = Boolean(env.S3_TEST_ENDPOINT && env.S3_TEST_BUCKET && env.S3_TEST_ACCESS_KEY_ID);

describe.skipIf(!configured)('the S3 DICOM store (S3_TEST_* set)', () => {
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
});
