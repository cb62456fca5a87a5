import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedPlans } from '../db/seed/plans.ts';
import { buildApp } from './app.ts';
import { type AppConfig, readConfig } from './config.ts';
import { createFieldCipher, loadDataEncryptionKey } from './lib/field-cipher.ts';
import { findProjectRoot } from './lib/project-root.ts';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.ts';
import { purgeExpiredSessions } from './modules/auth/sessions.ts';
import { createRazorpayGateway, createSimulatedGateway, type PaymentGateway } from './payments-gateway/gateway.ts';
import { loadOrCreateSimulatedSecret } from './payments-gateway/simulated-secret.ts';

/** Reads the environment, migrates, serves, and shuts down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = readConfig();
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const pgliteDir = join(config.dataDir, 'pglite');
  if (config.databaseUrl) {
    // Migrations run on their own connection without the request statement timeout.
    const migrator = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1, statementTimeoutMs: 0 });
    await migrateDatabase(migrator.db);
    await seedPlans(migrator.db);
    await migrator.close();
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir,
    poolSize: config.databasePoolSize,
  });
  if (!config.databaseUrl) {
    await migrateDatabase(database.db);
    await seedPlans(database.db);
  }

  const log = (line: string) => console.log(line);
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(join(config.dataDir, 'outbox'), log);
  const gateway = choosePaymentGateway(config);
  const webDir = join(findProjectRoot(), 'dist', 'web');
  const app = await buildApp({
    db: database.db,
    config,
    mailer,
    gateway,
    fieldCipher: createFieldCipher(loadDataEncryptionKey(config.dataEncryptionKey, config.dataDir)),
    webDir: existsSync(webDir) ? webDir : null,
    sessionCacheMs: config.sessionCacheMs,
    listen: database.listen,
    logger: { level: config.logLevel },
  });

  // Expired sessions are useless rows; clear them hourly so the table stays small.
  const housekeeping = setInterval(
    () => {
      purgeExpiredSessions(database.db, new Date()).catch((error: unknown) =>
        app.log.error({ err: error }, 'session purge failed'),
      );
    },
    60 * 60 * 1000,
  );
  housekeeping.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  app.log.info(`USG Clinic Portal on ${config.publicUrl}, database: ${where}`);
}

/** Real Razorpay with keys; the simulated gateway otherwise, which production refuses. */
function choosePaymentGateway(config: AppConfig): PaymentGateway {
  if (config.razorpayKeyId && config.razorpayKeySecret) {
    return createRazorpayGateway({ keyId: config.razorpayKeyId, keySecret: config.razorpayKeySecret });
  }
  if (config.isProduction) {
    console.error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required when NODE_ENV=production.');
    process.exit(1);
  }
  return createSimulatedGateway({ keySecret: config.razorpayKeySecret ?? loadOrCreateSimulatedSecret(config.dataDir) });
}

function lockDataDir(dataDir: string): () => void {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
