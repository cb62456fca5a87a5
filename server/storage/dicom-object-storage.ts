import type { Readable } from 'node:stream';
import type { AppConfig } from '../config.ts';
import { createLocalDicomStorage } from './local-dicom-storage.ts';
import { createS3DicomStorage } from './s3-dicom-storage.ts';

/**
 * A store's failure told in words of ours (a status, S3's error code, which setting to check) and
 * never a key or a patient's data, so the listener may log its message where it logs only the
 * name of any other error.
 */
export class DicomStorageError extends Error {
  override name = 'DicomStorageError';
}

/** Where a DICOM object and its renditions were kept: `dicom_objects.storage`. */
export type DicomStorageKind = 'local' | 's3';

/**
 * DICOM objects and their thumbnail and print JPEGs (issue 32 item 3, decision 025): patient
 * images, so never public. Keys look like `dicom/<clinic>/<SOP Instance UID>.dcm` and are the
 * same in every store; only this server reads them back, for a member of the object's clinic.
 */
export interface DicomObjectStorage {
  readonly kind: DicomStorageKind;
  /** Keeps the local file `path` under `key`, taking it over (it is gone from `path` afterwards). */
  putFile(key: string, path: string): Promise<void>;
  /** Keeps bytes under `key`; the same bytes again (a resend) is no error. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes under `key` as a stream (a 500 MB cine is never held whole), or null when there is none. */
  open(key: string): Promise<Readable | null>;
}

/** The store new objects go to, and the one each kept object is read from. */
export interface DicomStores {
  readonly current: DicomObjectStorage;
  of(kind: string): DicomObjectStorage;
}

/** Objects kept in S3 while the deployment no longer has S3 settings: not reachable, so not found. */
const unreachable: DicomObjectStorage = {
  kind: 's3',
  putFile: () => Promise.reject(new Error('S3 is not configured')),
  put: () => Promise.reject(new Error('S3 is not configured')),
  get: async () => null,
  open: async () => null,
};

/**
 * S3 when every S3_* value is configured (as for logos, DESIGN §1), else DATA_DIR/dicom. Objects
 * kept before a switch stay where they are and are read from there (their `storage` says which).
 */
export function createDicomStores(config: Pick<AppConfig, 'dataDir' | 's3'>): DicomStores {
  const local = createLocalDicomStorage(config.dataDir);
  const s3 = config.s3 ? createS3DicomStorage(config.s3) : null;
  return {
    current: s3 ?? local,
    of: (kind) => (kind === 's3' ? (s3 ?? unreachable) : local),
  };
}
