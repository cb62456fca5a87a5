import type { Database } from '../db/client.ts';
import type { AppConfig } from './config.ts';
import type { JobQueue } from './jobs/job-types.ts';
import type { BackgroundTasks } from './lib/background-tasks.ts';
import type { Clock } from './lib/clock.ts';
import type { FieldCipher } from './lib/field-cipher.ts';
import type { Mailer } from './mail/mailer.ts';
import type { SessionStore } from './modules/auth/sessions.ts';
import type { PaymentGateway } from './payments-gateway/gateway.ts';
import type { DicomStores } from './storage/dicom-object-storage.ts';
import type { LogoStorage } from './storage/logo-storage.ts';

/** What every module needs, built once in buildApp and reachable as app.deps. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
  mailer: Mailer;
  sessions: SessionStore;
  gateway: PaymentGateway;
  fieldCipher: FieldCipher;
  logoStorage: LogoStorage;
  /** DICOM objects and their renditions: DATA_DIR or a private S3 bucket (decision 025). */
  dicomStorage: DicomStores;
  background: BackgroundTasks;
  /** The background job queue (server/jobs): e-mail delivery, reminders, housekeeping. */
  jobs: JobQueue;
  /** The embedded engine's connections (backups need them); null with DATABASE_URL. */
  embeddedDatabase: EmbeddedDatabaseUrls | null;
}

export interface EmbeddedDatabaseUrls {
  /** The portal's database. */
  databaseUrl: string;
  /** The cluster's superuser, for the temporary database a backup is verified in. */
  adminUrl: string;
}

/** The tenant and user of an authenticated request, resolved once from the session (DESIGN §3.4). */
export interface RequestScope {
  userId: string;
  clinicId: string;
  sid: string;
}
