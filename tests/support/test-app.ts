import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { createDatabaseIfMissing } from '../../db/embedded-database.ts';
import { buildApp } from '../../server/app.ts';
import type { EmbeddedDatabaseUrls } from '../../server/app-deps.ts';
import { type AppConfig, readConfig } from '../../server/config.ts';
import { type BackgroundTasks, createBackgroundTasks } from '../../server/lib/background-tasks.ts';
import { createManualClock } from '../../server/lib/clock.ts';
import { createFieldCipher } from '../../server/lib/field-cipher.ts';
import { createMemoryMailer } from '../../server/mail/mailer.ts';
import { createSimulatedGateway, type PaymentGateway } from '../../server/payments-gateway/gateway.ts';

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

export interface TestApp {
  app: FastifyInstance;
  /** The configuration the app was built with (its throwaway DATA_DIR among it). */
  config: AppConfig;
  handle: DatabaseHandle;
  clock: ReturnType<typeof createManualClock>;
  mailer: ReturnType<typeof createMemoryMailer>;
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
  /** The embedded engine's connections (backups); the app behaves as with DATABASE_URL without them. */
  embeddedDatabase?: EmbeddedDatabaseUrls;
  /** Called before the app is sealed, to add test-only routes. */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const handle = options.handle ?? (await openTestDatabase());
  const clock = createManualClock(new Date());
  const mailer = createMemoryMailer();
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
    mailer,
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
    mailer,
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
