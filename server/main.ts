import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dropLeftoverDatabases } from '../db/backup/leftover-databases.ts';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock.ts';
import { embeddedPaths, startDataDirPostgres } from '../db/embedded-database.ts';
import type { EmbeddedPostgres } from '../db/embedded-postgres.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { importPgliteDataDir } from '../db/pglite-import.ts';
import { seedPlans } from '../db/seed/plans.ts';
import { buildApp } from './app.ts';
import { type AppConfig, readConfig } from './config.ts';
import type { DicomListener } from './dicom/dicom-listener.ts';
import { startDicomIfConfigured } from './dicom/start-dicom.ts';
import { JOBS } from './jobs/job-registry.ts';
import { createPgBossQueue } from './jobs/pg-boss-queue.ts';
import { createFieldCipher, loadDataEncryptionKey } from './lib/field-cipher.ts';
import { findProjectRoot } from './lib/project-root.ts';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.ts';
import { createRazorpayGateway, createSimulatedGateway, type PaymentGateway } from './payments-gateway/gateway.ts';
import { loadOrCreateSimulatedSecret } from './payments-gateway/simulated-secret.ts';
import { closeConnectionsWhileDraining } from './startup/drain.ts';
import { superviseEmbeddedPostgres } from './startup/supervise-postgres.ts';
import { describeUrl, waitForDatabase } from './startup/wait-for-database.ts';

/** Reads the environment, starts or reaches the database, migrates, serves, and shuts down cleanly. */
async function main(): Promise<void> {
  const config = readConfig();
  const say = (line: string) => console.log(line);
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  // Key files first: a malformed one stops the start before any database work.
  const fieldCipher = createFieldCipher(loadDataEncryptionKey(config.dataEncryptionKey, config.dataDir));
  const gateway = choosePaymentGateway(config);
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl: string;
  if (config.databaseUrl) {
    databaseUrl = config.databaseUrl;
    await waitForDatabase(databaseUrl, config.databaseWaitSeconds, say);
  } else {
    if (!existsSync(join(embeddedPaths(config.dataDir).dir, 'PG_VERSION'))) {
      say(`Setting up the embedded PostgreSQL in ${embeddedPaths(config.dataDir).dir} (first start)…`);
    }
    const started = await startDataDirPostgres(config.dataDir);
    embedded = started.server;
    databaseUrl = started.url;
    await dropLeftovers(embedded.url(), say);
  }
  const supervisor = embedded
    ? superviseEmbeddedPostgres(
        embedded,
        async (port) => (await startDataDirPostgres(config.dataDir, { port })).server,
        (line) => console.error(line),
      )
    : undefined;
  // Until the app owns the shutdown, a failure must not leave the embedded server behind.
  const stopEmbedded = async () => {
    await supervisor?.stop();
    releaseLock();
  };
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    // Migrations run on their own connection without the request statement timeout.
    const migrator = await openDatabase({ databaseUrl, poolSize: 1, statementTimeoutMs: 0 });
    try {
      await migrateDatabase(migrator.db);
      if (embedded) {
        const moved = await importPgliteDataDir(join(config.dataDir, 'pglite'), databaseUrl);
        if (moved)
          say(`Moved ${moved.rows} rows of ${moved.tables} tables from PGlite; old files kept in ${moved.keptAt}`);
      }
      await seedPlans(migrator.db);
    } finally {
      await migrator.close();
    }
    database = await openDatabase({
      databaseUrl,
      poolSize: config.databasePoolSize,
      onIdleError: (error) => console.error(`Database connection lost (${error.message}); reconnecting on demand`),
    });
  } catch (error) {
    await stopEmbedded();
    throw error;
  }

  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(join(config.dataDir, 'outbox'), say);
  const webDir = join(findProjectRoot(), 'dist', 'web');
  const app = await buildApp({
    db: database.db,
    config,
    mailer,
    gateway: gateway.gateway,
    fieldCipher,
    // Its own few connections: a burst of jobs never takes the requests' pool.
    jobs: createPgBossQueue({
      connectionString: databaseUrl,
      jobs: JOBS,
      workers: config.jobsEnabled,
      concurrency: config.jobsConcurrency,
    }),
    webDir: existsSync(webDir) ? webDir : null,
    sessionCacheMs: config.sessionCacheMs,
    listen: database.listen,
    logger: { level: config.logLevel },
    // The supervisor restarts PostgreSQL on the same port with the same password: these stay valid.
    embeddedDatabase: embedded ? { databaseUrl, adminUrl: embedded.url() } : null,
  });
  const draining = closeConnectionsWhileDraining(app);

  let stopping = false;
  let dicom: DicomListener | null = null;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    // PostgreSQL's own shutdown (a checkpoint) fits in this too; past it the next start recovers.
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    draining.start();
    await dicom?.close();
    await app.close();
    await database.close();
    await stopEmbedded();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
  // Started by scripts/start.mjs, the portal has an IPC channel to it: when the launcher dies (even
  // by kill -9) the channel closes, and the portal and its PostgreSQL stop instead of serving on.
  if (process.send) process.on('disconnect', () => void stop('IPC disconnect (launcher gone)'));

  // Fastify's own "listening" line would be JSON; the one line a person needs is printed below.
  const level = app.log.level;
  app.log.level = 'warn';
  await app.listen({ port: config.port, host: config.host });
  app.log.level = level;
  dicom = await startDicomIfConfigured(app, database.db, config);
  const where = embedded
    ? `embedded PostgreSQL (port ${embedded.port} on 127.0.0.1)`
    : `PostgreSQL at ${describeUrl(databaseUrl)}`;
  say(
    `USG Clinic Portal is running: open ${config.publicUrl} · data in ${config.dataDir} · database: ${where} · ` +
      `payments: ${gateway.label}` +
      (dicom ? ` · DICOM: ${config.dicom.aeTitle} on port ${dicom.port}` : ''),
  );
}

/** Real Razorpay with keys; the simulated gateway otherwise, which production refuses. */
function choosePaymentGateway(config: AppConfig): { gateway: PaymentGateway; label: string } {
  if (config.razorpayKeyId && config.razorpayKeySecret) {
    return {
      gateway: createRazorpayGateway({ keyId: config.razorpayKeyId, keySecret: config.razorpayKeySecret }),
      label: 'Razorpay',
    };
  }
  if (config.isProduction) {
    console.error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required when NODE_ENV=production.');
    process.exit(1);
  }
  return {
    gateway: createSimulatedGateway({
      keySecret: config.razorpayKeySecret ?? loadOrCreateSimulatedSecret(config.dataDir),
    }),
    label: 'simulated (no real money; set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET)',
  };
}

/**
 * Killed verifications and restores leave full copies of the data behind; none can be running
 * now (this process holds DATA_DIR), so they go. A failure only delays that to the next backup.
 */
async function dropLeftovers(adminUrl: string, say: (line: string) => void): Promise<void> {
  try {
    const dropped = await dropLeftoverDatabases(adminUrl);
    if (dropped.length > 0) say(`Dropped databases left by interrupted backups or restores: ${dropped.join(', ')}`);
  } catch (error) {
    console.error(`Could not drop leftover databases: ${error instanceof Error ? error.message : String(error)}`);
  }
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
