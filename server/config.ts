import { join, resolve } from 'node:path';
import { SUPPORT_ADDRESS, SUPPORT_EMAIL } from '../core/brand.ts';
import { readSmsConfig, readWhatsAppConfig, type SmsConfig, type WhatsAppConfig } from './messages/provider-config.ts';

/** Everything the process reads from the environment (DESIGN §4). Nothing is required. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  razorpayKeyId: string | undefined;
  razorpayKeySecret: string | undefined;
  razorpayWebhookSecret: string | undefined;
  /** 64 hex characters; encrypts Aadhaar numbers at rest. Generated per data dir when unset. */
  dataEncryptionKey: string | undefined;
  isProduction: boolean;
  /** Where contact-form messages are forwarded; SUPPORT_EMAIL unless SUPPORT_INBOX is set. */
  supportInbox: string;
  /** Signs local logo-upload URLs. Generated per data dir when unset; set it when several servers share uploads. */
  uploadSigningSecret: string | undefined;
  /** How long a server reuses a resolved session (ms; 0 = never); invalidated by NOTIFY auth_change. */
  sessionCacheMs: number;
  /** Connections to a PostgreSQL server per app server (DATABASE_POOL_SIZE, 1–100). */
  databasePoolSize: number;
  /** How long start-up keeps retrying a DATABASE_URL server that does not answer (DATABASE_WAIT_SECONDS). */
  databaseWaitSeconds: number;
  /** S3-compatible logo storage, used only when every S3_* value except the public URL is set. */
  s3: S3Config | undefined;
  /** Whether this server runs background jobs and schedules (JOBS_ENABLED); off, it only queues them. */
  jobsEnabled: boolean;
  /** Jobs of one kind run at once per server (JOBS_CONCURRENCY, 1–20). */
  jobsConcurrency: number;
  /** Automatic backups of the embedded database (BACKUP_*; README: Backups). */
  backups: BackupConfig;
  /** How long a clinic data export stays downloadable (EXPORT_KEEP_HOURS). */
  exportKeepHours: number;
  /**
   * The deployment's operators (OPERATOR_EMAILS, lower-cased): the only users who may list and
   * start backups through the web. Empty: nobody may; the command line still can.
   */
  operatorEmails: readonly string[];
  /** WhatsApp Cloud API and SMS gateway (WHATSAPP_*, SMS_*); unset: those messages go to DATA_DIR/outbox. */
  whatsapp: WhatsAppConfig | undefined;
  sms: SmsConfig | undefined;
  /** The DICOM listener (issue 32): port null = off (DICOM_PORT; 11112 unless in production). */
  dicom: { port: number | null; aeTitle: string };
  /** Us, as the seller on subscription invoices (CGST Rule 46). */
  seller: { name: string; address: string; state: string; gstin: string | null; sac: string; email: string };
}

export interface BackupConfig {
  /** BACKUP_DIR, DATA_DIR/backups by default. */
  dir: string;
  /** When the nightly backup runs: a cron expression in India time (BACKUP_SCHEDULE), or null for never. */
  schedule: string | null;
  keepDaily: number;
  keepWeekly: number;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read objects (a CDN or public bucket URL); endpoint/bucket when unset. */
  publicUrl: string;
  /**
   * The private bucket for DICOM objects (S3_DICOM_BUCKET; S3_BUCKET when unset, under dicom/):
   * never read by browsers, and refused if it answers anonymous reads (decision 025).
   */
  dicomBucket: string;
}

function readS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL, S3_DICOM_BUCKET } =
    env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  const endpoint = S3_ENDPOINT.replace(/\/+$/, '');
  return {
    endpoint,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: (S3_PUBLIC_URL || `${endpoint}/${S3_BUCKET}`).replace(/\/+$/, ''),
    dicomBucket: S3_DICOM_BUCKET || S3_BUCKET,
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number.parseInt(env.PORT ?? '5000', 10);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'USG Clinic Portal <no-reply@localhost>',
    razorpayKeyId: env.RAZORPAY_KEY_ID || undefined,
    razorpayKeySecret: env.RAZORPAY_KEY_SECRET || undefined,
    razorpayWebhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY || undefined,
    isProduction: env.NODE_ENV === 'production',
    supportInbox: env.SUPPORT_INBOX || SUPPORT_EMAIL,
    uploadSigningSecret: env.UPLOAD_SIGNING_SECRET || undefined,
    sessionCacheMs: readSessionCacheMs(env.SESSION_CACHE_MS),
    databasePoolSize: readPoolSize(env.DATABASE_POOL_SIZE),
    databaseWaitSeconds: readWaitSeconds(env.DATABASE_WAIT_SECONDS),
    s3: readS3Config(env),
    jobsEnabled: readJobsEnabled(env.JOBS_ENABLED),
    jobsConcurrency: readJobsConcurrency(env.JOBS_CONCURRENCY),
    backups: {
      dir: resolve(env.BACKUP_DIR || join(dataDir, 'backups')),
      schedule: env.BACKUP_SCHEDULE === 'off' ? null : env.BACKUP_SCHEDULE || '30 2 * * *',
      keepDaily: readWholeNumber('BACKUP_KEEP_DAILY', env.BACKUP_KEEP_DAILY, 7, 1),
      keepWeekly: readWholeNumber('BACKUP_KEEP_WEEKLY', env.BACKUP_KEEP_WEEKLY, 4, 0),
    },
    exportKeepHours: readWholeNumber('EXPORT_KEEP_HOURS', env.EXPORT_KEEP_HOURS, 72, 1),
    operatorEmails: readOperatorEmails(env.OPERATOR_EMAILS),
    whatsapp: readWhatsAppConfig(env),
    sms: readSmsConfig(env),
    dicom: readDicomConfig(env),
    seller: {
      name: env.SELLER_NAME ?? 'USG Clinic Portal',
      address: env.SELLER_ADDRESS ?? SUPPORT_ADDRESS,
      state: env.SELLER_STATE ?? 'Haryana',
      gstin: env.SELLER_GSTIN || null,
      sac: env.SELLER_SAC ?? '997331',
      email: env.SELLER_EMAIL ?? SUPPORT_EMAIL,
    },
  };
}

/**
 * The worklist and storage listener runs in the server process of an embedded install (11112,
 * DICOM's registered port); a production deployment turns it on only by naming a port, since a
 * cloud server cannot reach a clinic's LAN (the bridge does that: README "Connecting a scanner").
 */
function readDicomConfig(env: NodeJS.ProcessEnv): AppConfig['dicom'] {
  const aeTitle = (env.DICOM_AE_TITLE || 'USGPORTAL').trim().toUpperCase();
  if (!/^[A-Z0-9_-]{1,16}$/.test(aeTitle))
    throw new Error(`DICOM_AE_TITLE must be 1-16 capital letters, digits, _ or -, got "${env.DICOM_AE_TITLE}"`);
  const value = env.DICOM_PORT;
  if (value === 'off') return { port: null, aeTitle };
  if (value === undefined || value === '') return { port: env.NODE_ENV === 'production' ? null : 11112, aeTitle };
  const port = /^\d+$/.test(value) ? Number.parseInt(value, 10) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) throw new Error(`DICOM_PORT must be a port number or off, got "${value}"`);
  return { port, aeTitle };
}

/** Comma-separated, compared case-insensitively as sign-in compares e-mail addresses. */
function readOperatorEmails(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== '');
}

/**
 * 4 by default: the queries are a few ms each and one Node process keeps four busy. More
 * connections only queue more transactions on a busy clinic's counter row at once: on a 2-core
 * machine report creation ran 390-430 req/s with 10 and 530-640 with 4 (bench/README.md).
 */
function readPoolSize(value: string | undefined): number {
  if (value === undefined || value === '') return 4;
  const size = /^\d+$/.test(value) ? Number.parseInt(value, 10) : Number.NaN;
  if (!(size >= 1 && size <= 100))
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 100, got "${value}"`);
  return size;
}

function readSessionCacheMs(value: string | undefined): number {
  if (value === undefined || value === '') return 2000;
  if (!/^\d+$/.test(value)) throw new Error(`SESSION_CACHE_MS must be a whole number of milliseconds, got "${value}"`);
  return Number.parseInt(value, 10);
}

/** 60 s by default: a database started together with the app (compose, systemd) is up by then. */
function readWaitSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return 60;
  if (!/^\d+$/.test(value)) throw new Error(`DATABASE_WAIT_SECONDS must be a whole number of seconds, got "${value}"`);
  return Number.parseInt(value, 10);
}

function readJobsEnabled(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`JOBS_ENABLED must be true or false, got "${value}"`);
}

/** 2 by default: jobs are a few queries and an e-mail each; a backlog clears quickly without crowding requests. */
function readJobsConcurrency(value: string | undefined): number {
  if (value === undefined || value === '') return 2;
  const n = /^\d+$/.test(value) ? Number.parseInt(value, 10) : Number.NaN;
  if (!(n >= 1 && n <= 20)) throw new Error(`JOBS_CONCURRENCY must be a whole number from 1 to 20, got "${value}"`);
  return n;
}

function readWholeNumber(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  const n = /^\d+$/.test(value) ? Number.parseInt(value, 10) : Number.NaN;
  if (!(n >= min)) throw new Error(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return n;
}
