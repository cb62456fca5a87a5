/**
 * What a backup file holds (a ZIP): `manifest.json`, one `tables/<name>.copy` per table in
 * PostgreSQL's COPY text format, the upload files under `uploads/`, and (format 2) the DICOM
 * objects kept on disk under `dicom/` with their SHA-256 in `dicom-sha256sums.txt`. The manifest
 * is written last, once every row count is known; readers find it through the ZIP's central
 * directory.
 */
export const BACKUP_FORMAT = 'usg-clinic-portal-backup';
/** 2: DICOM objects on disk are in the file; a format-1 backup has none (and none are expected). */
export const BACKUP_FORMAT_VERSION = 2;
export const MANIFEST_ENTRY = 'manifest.json';
const TABLE_ENTRY_PREFIX = 'tables/';
export const UPLOAD_ENTRY_PREFIX = 'uploads/';
/** Entry names are the objects' storage keys (`dicom/<clinic>/<SOP Instance UID>.dcm`, renditions beside). */
export const DICOM_ENTRY_PREFIX = 'dicom/';
/** `sha256sum` format (`<hex>  <entry name>`), so `sha256sum -c` checks an unzipped copy too. */
export const DICOM_SUMS_ENTRY = 'dicom-sha256sums.txt';

interface BackupTable {
  name: string;
  /** Stored columns in COPY order (generated columns are left out and recomputed on restore). */
  columns: string[];
  rows: number;
}

export interface BackupSequence {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The last migration applied to the database backed up; a restore builds exactly this schema. */
  migration: { count: number; tag: string; when: number };
  serverVersion: string;
  tables: BackupTable[];
  sequences: BackupSequence[];
  uploads: { files: number; bytes: number };
  /** Absent in format 1. */
  dicom?: BackupDicom;
}

/** The DICOM objects of the snapshot: those on disk are in the file, those in S3 are only counted. */
export interface BackupDicom {
  /** Objects kept on disk (rows of dicom_objects with storage 'local'). */
  objects: number;
  /** Their files in the backup (the object and its thumbnail and print JPEGs), and their bytes. */
  files: number;
  bytes: number;
  /** Files the database listed that were not on disk when the backup was made (first 100 keys kept). */
  missing: number;
  missingKeys: string[];
  /** Objects kept in S3: not copied (the bucket is their durable copy), the restored rows point there. */
  s3: { objects: number; bytes: number; bucket: string | null };
}

/** The verification recorded beside a backup (`<file>.json`), read by the settings page. */
export interface BackupVerification {
  verified: boolean;
  verifiedAt: string;
  /** Why it failed; never row data. */
  message: string | null;
  durationMs: number;
}

export function tableEntryName(table: string): string {
  return `${TABLE_ENTRY_PREFIX}${table}.copy`;
}

export function parseManifest(text: string): BackupManifest {
  const value = JSON.parse(text) as Partial<BackupManifest>;
  if (value.format !== BACKUP_FORMAT || typeof value.formatVersion !== 'number') {
    throw new Error('This file is not a backup of the portal (no portal manifest)');
  }
  if (value.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new Error(`This backup was made by a newer version of the portal (format ${value.formatVersion})`);
  }
  if (!value.migration || !Array.isArray(value.tables) || !Array.isArray(value.sequences)) {
    throw new Error('The backup manifest is incomplete');
  }
  return value as BackupManifest;
}
