import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { buildApp } from '../../server/app.ts';
import { type AppConfig, readConfig } from '../../server/config.ts';
import { createManualClock } from '../../server/lib/clock.ts';
import { createFieldCipher } from '../../server/lib/field-cipher.ts';
import { createMemoryMailer } from '../../server/mail/mailer.ts';
import { createSimulatedGateway, type PaymentGateway } from '../../server/payments-gateway/gateway.ts';

let shared: Promise<DatabaseHandle> | undefined;

/** One database per test file: a copy of the migrated snapshot, or the shared server. */
export function openTestDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const url = inject('testDatabaseUrl');
    if (url) return openDatabase({ databaseUrl: url, poolSize: 5 });
    const snapshot = await readFile(inject('pgliteSnapshotPath'));
    return openDatabase({ pgliteDir: 'memory://', pgliteLoadFrom: new Blob([snapshot]) });
  })();
  return shared;
}

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  clock: ReturnType<typeof createManualClock>;
  mailer: ReturnType<typeof createMemoryMailer>;
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
  /** Receives every log line, so tests can prove secrets never reach the logs. */
  logLines?: string[];
  onRoute?: (route: RouteOptions) => void;
  /** Any other configuration, e.g. S3 storage. */
  config?: Partial<AppConfig>;
  /** Called before the app is sealed, to add test-only routes. */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const handle = await openTestDatabase();
  const clock = createManualClock(new Date());
  const mailer = createMemoryMailer();
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
    onRoute: options.onRoute,
    logger: options.logLines
      ? { level: 'info', stream: { write: (line: string) => options.logLines?.push(line) } }
      : false,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    handle,
    clock,
    mailer,
    close: async () => {
      await app.close();
    },
  };
}
