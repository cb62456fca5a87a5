import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { createDatabaseIfMissing } from '../../db/embedded-database.ts';
import { buildApp } from '../../server/app.ts';
import type { EmbeddedDatabaseUrls } from '../../server/app-deps.ts';
import { type AppConfig, readConfig } from '../../server/config.ts';
import { JOBS } from '../../server/jobs/job-registry.ts';
import type { JobDefinition, JobQueue } from '../../server/jobs/job-types.ts';
import { createPgBossQueue } from '../../server/jobs/pg-boss-queue.ts';
import { type BackgroundTasks, createBackgroundTasks } from '../../server/lib/background-tasks.ts';
import { createManualClock } from '../../server/lib/clock.ts';
import { createFieldCipher } from '../../server/lib/field-cipher.ts';
import { createMemoryMailer, type Mailer } from '../../server/mail/mailer.ts';
import { createSimulatedGateway, type PaymentGateway } from '../../server/payments-gateway/gateway.ts';
import { migrateAndSeed } from './global-setup.ts';

let shared: Promise<DatabaseHandle> | undefined;

/**
 * One database per test file: a copy of the migrated template in the run's embedded PostgreSQL,
 * or the shared database of TEST_DATABASE_URL.
 */
export function openTestDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    sharedUrl = inject('testDatabaseUrl') || (await createTestDatabase());
    return openDatabase({ databaseUrl: sharedUrl, poolSize: 5 });
  })();
  return shared;
}

let sharedUrl: string | undefined;

/**
 * Closes this file's database connections and forgets them. The api project runs its files one
 * after another in one process (isolate: false, vitest.config.ts), so a file must not leave its
 * pool open, nor hand its database to the next file: each file still gets a database of its own.
 * The copy itself is left for the run's throwaway cluster; a TEST_DATABASE_URL database is shared.
 */
export async function closeTestDatabase(): Promise<void> {
  const opened = shared;
  shared = undefined;
  sharedUrl = undefined;
  if (opened) await (await opened).close();
}

/** The connection URL of this file's database (opening it first). */
export async function testDatabaseUrl(): Promise<string> {
  await openTestDatabase();
  return sharedUrl ?? '';
}

/** A new database copied from the migrated template; its connection URL. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('embeddedAdminUrl');
  if (!adminUrl) throw new Error('No embedded test cluster (TEST_DATABASE_URL is set)');
  const name = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await createDatabaseIfMissing(adminUrl, name, 'portal_template');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A job queue on this file's database with no workers: jobs wait until the test runs them
 * (runDue). The default schema was made once in the template (global setup); a test that runs
 * jobs passes a schema of its own, so it never picks up another file's jobs when every file
 * shares TEST_DATABASE_URL.
 */
export async function createTestJobQueue(
  options: {
    schema?: string;
    workers?: boolean;
    jobs?: readonly JobDefinition<never>[];
    /** Another database than the file's (isolatedTestDatabase). */
    databaseUrl?: string;
  } = {},
): Promise<JobQueue> {
  return createPgBossQueue({
    connectionString: options.databaseUrl ?? (await testDatabaseUrl()),
    jobs: options.jobs ?? JOBS,
    schema: options.schema ?? 'pgboss',
    workers: options.workers ?? false,
    pollingIntervalSeconds: 0.5,
  });
}

/**
 * A database no other test file uses, for tests whose jobs act on every clinic (housekeeping
 * deletes every expired session). The file's own copy already is one on the embedded cluster;
 * with TEST_DATABASE_URL, where every file shares one database, a new database is made on that
 * server, migrated, and dropped by the returned drop().
 */
export async function isolatedTestDatabase(): Promise<{
  url: string;
  handle: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const shared = inject('testDatabaseUrl');
  if (!shared) return { url: await testDatabaseUrl(), handle: await openTestDatabase(), drop: async () => {} };
  const url = new URL(shared);
  const name = `${url.pathname.slice(1)}_iso_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  await createDatabaseIfMissing(shared, name);
  url.pathname = `/${name}`;
  await migrateAndSeed(url.toString());
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    url: url.toString(),
    handle,
    drop: async () => {
      await handle.close();
      const admin = new pg.Client({ connectionString: shared });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A test app on an isolated database with a queue of its own; close() also drops the database. */
export async function createIsolatedTestApp(): Promise<TestApp> {
  const database = await isolatedTestDatabase();
  const test = await createTestApp({
    handle: database.handle,
    jobs: await createTestJobQueue({ databaseUrl: database.url, schema: uniqueJobSchema() }),
  });
  return {
    ...test,
    close: async () => {
      await test.close();
      await database.drop();
    },
  };
}

/** A pg-boss schema name for one test file's own queue. */
export const uniqueJobSchema = () => `pgboss_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

export interface TestApp {
  app: FastifyInstance;
  /** The configuration the app was built with (its throwaway DATA_DIR among it). */
  config: AppConfig;
  handle: DatabaseHandle;
  clock: ReturnType<typeof createManualClock>;
  mailer: ReturnType<typeof createMemoryMailer>;
  jobs: JobQueue;
  /** Waits for the work requests left running (reset e-mails); throws what any of it threw. */
  settle: () => Promise<void>;
  /** With holdBackground: starts the work held so far and waits for it. */
  releaseBackground: () => Promise<void>;
  close: () => Promise<void>;
}

export const TEST_KEY_SECRET = 'test-key-secret-for-signatures';
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret';

export interface TestAppOptions {
  /** Defaults to the simulated gateway signing with TEST_KEY_SECRET. */
  gateway?: PaymentGateway;
  /** null turns the Razorpay webhook off. */
  webhookSecret?: string | null;
  /** Our GSTIN as seller, to test tax invoices. */
  sellerGstin?: string;
  authRateLimitPerMinute?: number;
  /** Contact-form messages per client address per hour (the app's default is 5). */
  contactMessagesPerHour?: number;
  /** Receives every log line, so tests can prove secrets never reach the logs. */
  logLines?: string[];
  onRoute?: (route: RouteOptions) => void;
  /** Any other configuration, e.g. S3 storage. */
  config?: Partial<AppConfig>;
  /** A database of the test's own (fault tests break its connections); the file's shared one otherwise. */
  handle?: DatabaseHandle;
  /** Keeps background work from starting until releaseBackground(), to see what a response did alone. */
  holdBackground?: boolean;
  /** The job queue; by default one without workers on the file's database (createTestJobQueue). */
  jobs?: JobQueue;
  /** Another mailer than the in-memory one (an SMTP mailer to a local listener). */
  mailer?: ReturnType<typeof createMemoryMailer> | Mailer;
  /** The embedded engine's connections (backups); the app behaves as with DATABASE_URL without them. */
  embeddedDatabase?: EmbeddedDatabaseUrls;
  /** Called before the app is sealed, to add test-only routes. */
  beforeReady?: (app: FastifyInstance) => void;
}

/**
 * The file's test app, built before its tests and closed after them: `const t = testAppForFile();` at
 * the top of a file, then t.app, t.handle, … inside tests and hooks (the five lines every file
 * otherwise repeats). Reading it before the file's beforeAll ran is a mistake and throws.
 */
export function testAppForFile(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.close());
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!current) throw new Error('The test app is built in beforeAll: use it inside a test or a hook');
      return Reflect.get(current, key);
    },
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const handle = options.handle ?? (await openTestDatabase());
  const clock = createManualClock(new Date());
  const memoryMailer = createMemoryMailer();
  const jobs = options.jobs ?? (await createTestJobQueue());
  const backgroundErrors: unknown[] = [];
  const running = createBackgroundTasks((_label, error) => void backgroundErrors.push(error));
  const held: (() => void)[] = [];
  const background: BackgroundTasks = options.holdBackground
    ? { run: (label, task) => void held.push(() => running.run(label, task)), idle: () => running.idle() }
    : running;
  const settle = async () => {
    await running.idle();
    if (backgroundErrors.length > 0) throw backgroundErrors[0];
  };
  const base = readConfig({});
  const config = {
    ...base,
    publicUrl: 'http://portal.test',
    // Uploads and generated secrets go to a throwaway directory, never the developer's ./data.
    dataDir: mkdtempSync(join(tmpdir(), 'portal-api-')),
    razorpayWebhookSecret: options.webhookSecret === null ? undefined : (options.webhookSecret ?? TEST_WEBHOOK_SECRET),
    seller: { ...base.seller, gstin: options.sellerGstin ?? null },
    ...options.config,
  };
  const app = await buildApp({
    db: handle.db,
    config,
    mailer: options.mailer ?? memoryMailer,
    jobs,
    gateway: options.gateway ?? createSimulatedGateway({ keySecret: TEST_KEY_SECRET }),
    fieldCipher: createFieldCipher(Buffer.alloc(32, 7)),
    clock,
    authRateLimitPerMinute: options.authRateLimitPerMinute ?? 100_000,
    contactMessagesPerHour: options.contactMessagesPerHour,
    onRoute: options.onRoute,
    background,
    embeddedDatabase: options.embeddedDatabase ?? null,
    logger: options.logLines
      ? { level: 'info', stream: { write: (line: string) => options.logLines?.push(line) } }
      : false,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    handle,
    clock,
    mailer: memoryMailer,
    jobs,
    settle,
    releaseBackground: async () => {
      for (const start of held.splice(0)) start();
      await settle();
    },
    close: async () => {
      await app.close();
    },
  };
}
