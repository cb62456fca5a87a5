/**
 * What a backup file holds (a ZIP): `manifest.json`, one `tables/<name>.copy` per table in
 * PostgreSQL's COPY text format, and the upload files under `uploads/`. The manifest is written
 * last, once every row count is known; readers find it through the ZIP's central directory.
 */
export const BACKUP_FORMAT = 'usg-clinic-portal-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
const TABLE_ENTRY_PREFIX = 'tables/';
export const UPLOAD_ENTRY_PREFIX = 'uploads/';

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
