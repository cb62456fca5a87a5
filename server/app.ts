import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { HTTP_MESSAGES } from '../core/messages.ts';
import type { Database, Listen } from '../db/client.ts';
import type { AppDeps, EmbeddedDatabaseUrls } from './app-deps.ts';
import type { AppConfig } from './config.ts';
import { removeStaleDicomParts } from './dicom/stale-part-files.ts';
import type { JobQueue } from './jobs/job-types.ts';
import { type BackgroundTasks, createBackgroundTasks } from './lib/background-tasks.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import type { FieldCipher } from './lib/field-cipher.ts';
import type { Mailer } from './mail/mailer.ts';
import { flushSentMarks, pendingSentMarks } from './messages/sent-marks.ts';
import { registerAnalyticsRoutes } from './modules/analytics/routes.ts';
import { registerAssistRoutes } from './modules/assist/routes.ts';
import { registerActivityRoutes } from './modules/audit/activity-routes.ts';
import { createAuthChangeListener } from './modules/auth/auth-change-listener.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { createSessionStore } from './modules/auth/sessions.ts';
import { registerBackupRoutes } from './modules/backups/routes.ts';
import { registerBillingRoutes } from './modules/billing/routes.ts';
import { registerRazorpayWebhook } from './modules/billing/webhook-routes.ts';
import { registerCentreRoutes } from './modules/centres/routes.ts';
import { registerClinicRoutes } from './modules/clinics/routes.ts';
import { registerContactRoutes } from './modules/contact/routes.ts';
import { registerDashboardRoutes } from './modules/dashboard/routes.ts';
import { registerMessageSettingsRoutes } from './modules/deliveries/message-settings-routes.ts';
import { registerSharedReportRoutes } from './modules/deliveries/shared-report-routes.ts';
import { registerDoctorRoutes } from './modules/doctors/routes.ts';
import { registerDataExportRoutes } from './modules/exports/routes.ts';
import { registerFormFRoutes } from './modules/formf/routes.ts';
import { registerMeasurementPhotoRoutes } from './modules/measurement-photos/routes.ts';
import { registerNotificationRoutes } from './modules/notifications/routes.ts';
import { registerBillDeliveryRoutes } from './modules/patient-bills/bill-delivery-routes.ts';
import { registerDeskBookingRoutes } from './modules/patient-bills/desk-booking-routes.ts';
import { registerPatientBillRoutes } from './modules/patient-bills/routes.ts';
import { registerOrganisationPatientRoutes } from './modules/patients/organisation-patient-routes.ts';
import { registerPatientRoutes } from './modules/patients/routes.ts';
import { registerPaymentRoutes } from './modules/payments/routes.ts';
import { registerFilingRoutes } from './modules/pcpndt-records/filing-routes.ts';
import { registerPcpndtRegistrationRoutes } from './modules/pcpndt-registration/routes.ts';
import { registerPhrasingRoutes } from './modules/phrasing/routes.ts';
import { registerPrintSettingsRoutes } from './modules/print-settings/routes.ts';
import { registerReportRoutes } from './modules/reports/routes.ts';
import { registerScannerRoutes } from './modules/scanners/routes.ts';
import { registerSecurityRoutes } from './modules/security/routes.ts';
import { registerStudyRoutes } from './modules/studies/routes.ts';
import { registerStudyImageRoutes } from './modules/study-images/routes.ts';
import { registerSubscriptionRoutes } from './modules/subscriptions/routes.ts';
import { registerSystemRoutes } from './modules/system/routes.ts';
import { registerTeamRoutes } from './modules/team/routes.ts';
import { registerTemplateRoutes } from './modules/templates/routes.ts';
import { registerUploadRoutes } from './modules/uploads/routes.ts';
import { registerVerificationRoutes } from './modules/verification/routes.ts';
import type { PaymentGateway } from './payments-gateway/gateway.ts';
import { createAuthenticate, registerSessionCacheEviction } from './plugins/authenticate.ts';
import {
  createFrameworkErrorHandler,
  describeForLog,
  registerControlCharacterGuard,
  registerErrorHandling,
} from './plugins/error-handler.ts';
import { registerFeatureGate } from './plugins/feature-gate.ts';
import { registerPermissionCheck } from './plugins/permission-check.ts';
import { createIpRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders, type SecurityHeaderOptions, securityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createLogoStorage } from './storage/create-logo-storage.ts';
import { createDicomStores } from './storage/dicom-object-storage.ts';
import type { LogoStorage } from './storage/logo-storage.ts';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  gateway: PaymentGateway;
  fieldCipher: FieldCipher;
  /** Started when the app is ready, stopped (drained) when it closes. */
  jobs: JobQueue;
  clock?: Clock;
  /** Built web app to serve (dist/web); null in API tests. */
  webDir?: string | null;
  /** Defaults to S3 when configured, else DATA_DIR/uploads. */
  logoStorage?: LogoStorage;
  /** Contact-form messages per client address per hour (5). */
  contactMessagesPerHour?: number;
  /** Requests per minute per client address on signup, login and password reset. */
  authRateLimitPerMinute?: number;
  /** Sees every route as it is added (tests check that each API route decides its gating). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * How long a resolved session is reused in this process (SESSION_CACHE_MS); 0, the default, looks
   * every request up. Needs `listen` (DatabaseHandle.listen): revocations arrive by NOTIFY.
   */
  sessionCacheMs?: number;
  listen?: Listen;
  /** Off in tests unless they capture lines; main.ts logs to stdout at LOG_LEVEL. */
  logger?: false | { level: string; stream?: { write: (line: string) => void } };
  /** Work started by requests and not awaited by them; tests pass theirs to wait for it. */
  background?: BackgroundTasks;
  /** The embedded engine's connections; absent with DATABASE_URL (backups then answer 409). */
  embeddedDatabase?: EmbeddedDatabaseUrls | null;
}

export const JSON_BODY_LIMIT = 1024 * 1024;
/** /readyz answers 503 after this long without a database answer (README: Operations). */
export const READINESS_TIMEOUT_MS = 2000;

/** The whole HTTP application without listen(), so tests drive it with app.inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const logoStorage = options.logoStorage ?? createLogoStorage(options.config, clock);
  const headerOptions: SecurityHeaderOptions = {
    https: options.config.publicUrl.startsWith('https://'),
    imageOrigin: logoStorage.imageOrigin,
    uploadOrigin: logoStorage.uploadOrigin,
  };
  const app = Fastify({
    logger: options.logger
      ? {
          ...options.logger,
          // Query strings can carry patient names (search), so only the path is logged; a sent
          // report's or bill's link token is a key, so it is left out of the path too (the API's
          // /api/shared-reports/… and the pages /shared-report/… and /shared-bill/…).
          serializers: {
            req: (req: { method: string; url: string; id: string }) => ({
              method: req.method,
              url: req.url.split('?')[0]?.replace(/(\/shared-(?:reports?|bill)\/)[^/]+/, '$1[token]'),
              id: req.id,
            }),
          },
        }
      : false,
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 72_000,
    // Never from a client header: X-Forwarded-For is ignored unless a proxy is configured.
    trustProxy: false,
    return503OnClosing: true,
    frameworkErrors: createFrameworkErrorHandler(securityHeaders(headerOptions)),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('scope', null);
  app.decorateRequest('sessionUser', null);

  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    clock,
    mailer: options.mailer,
    sessions: createSessionStore(options.db, { cacheMs: options.sessionCacheMs ?? 0 }),
    gateway: options.gateway,
    fieldCipher: options.fieldCipher,
    logoStorage,
    dicomStorage: createDicomStores(options.config),
    background:
      options.background ??
      createBackgroundTasks((label, error) => app.log.error({ err: describeForLog(error) }, `${label} failed`)),
    jobs: options.jobs,
    embeddedDatabase: options.embeddedDatabase ?? null,
  };
  app.addHook('onClose', () => deps.background.idle());
  // After the requests and their background work: a job they queued is in the database already.
  app.addHook('onReady', () =>
    deps.jobs.start(deps, (error) => app.log.error({ err: describeForLog(error) }, 'job queue error')),
  );
  app.addHook('onClose', () => deps.jobs.stop());
  // In the background: a big DICOM folder never delays a start. Writes cleaned up after
  // themselves only from this version on; a killed process still leaves its .part.
  app.addHook('onReady', async () => {
    deps.background.run('stale dicom .part sweep', async () => {
      const removed = await removeStaleDicomParts(deps.config.dataDir, deps.clock.now());
      if (removed > 0) app.log.info({ removed }, 'removed stale .part files under DATA_DIR/dicom');
    });
  });
  // Sent marks an outage held back get a last try before the pool closes (lost only if it fails).
  app.addHook('onClose', async () => {
    await flushSentMarks(deps.db).catch((error: unknown) =>
      app.log.error({ err: describeForLog(error), count: pendingSentMarks(deps.db) }, 'sent marks not written'),
    );
  });
  const authenticate = createAuthenticate(deps);
  startSessionCache(app, deps, options.listen);
  const ipRateLimit = createIpRateLimit(options.authRateLimitPerMinute ?? 30);

  // JSON only: a text/plain or form post (the cross-site kind) gets 415, not a parse attempt.
  app.removeContentTypeParser(['text/plain']);
  registerErrorHandling(app);
  registerSecurityHeaders(app, headerOptions);
  registerFeatureGate(app, deps);
  registerPermissionCheck(app, options.config.operatorEmails);
  registerControlCharacterGuard(app);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    // A stalled database (frozen, or a network that drops packets) never answers, and the
    // statement timeout runs inside it: a load balancer needs its answer within this bound.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('readiness timeout')), READINESS_TIMEOUT_MS);
    });
    try {
      await Promise.race([deps.db.execute(sql`select 1`), timeout]);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ message: HTTP_MESSAGES.databaseUnavailable });
    } finally {
      clearTimeout(timer);
    }
  });

  registerAuthRoutes(app, { deps, authenticate, ipRateLimit });
  registerSecurityRoutes(app, { deps, authenticate, ipRateLimit });
  registerClinicRoutes(app, { deps, authenticate });
  registerUploadRoutes(app, { deps, authenticate });
  registerContactRoutes(app, { deps, messagesPerHour: options.contactMessagesPerHour });
  registerSubscriptionRoutes(app, { deps, authenticate });
  registerBillingRoutes(app, { deps, authenticate });
  registerPatientRoutes(app, { deps, authenticate });
  registerOrganisationPatientRoutes(app, { deps, authenticate });
  registerDoctorRoutes(app, { deps, authenticate });
  registerStudyRoutes(app, { deps, authenticate });
  registerDashboardRoutes(app, { deps, authenticate });
  registerAnalyticsRoutes(app, { deps, authenticate });
  registerNotificationRoutes(app, { deps, authenticate });
  registerPaymentRoutes(app, { deps, authenticate });
  registerPatientBillRoutes(app, { deps, authenticate });
  registerDeskBookingRoutes(app, { deps, authenticate });
  registerBillDeliveryRoutes(app, { deps, authenticate });
  registerReportRoutes(app, { deps, authenticate });
  registerTemplateRoutes(app, { deps, authenticate });
  registerPhrasingRoutes(app, { deps, authenticate });
  registerAssistRoutes(app, { deps, authenticate });
  registerFormFRoutes(app, { deps, authenticate });
  registerActivityRoutes(app, { deps, authenticate });
  registerTeamRoutes(app, { deps, authenticate, ipRateLimit });
  registerCentreRoutes(app, { deps, authenticate });
  registerFilingRoutes(app, { deps, authenticate });
  registerPcpndtRegistrationRoutes(app, { deps, authenticate });
  registerSystemRoutes(app, { deps, authenticate });
  registerVerificationRoutes(app, { deps });
  registerPrintSettingsRoutes(app, { deps, authenticate });
  registerBackupRoutes(app, { deps, authenticate });
  registerDataExportRoutes(app, { deps, authenticate });
  registerSharedReportRoutes(app, { deps });
  registerMessageSettingsRoutes(app, { deps, authenticate });
  registerScannerRoutes(app, { deps, authenticate });
  registerStudyImageRoutes(app, { deps, authenticate });
  registerMeasurementPhotoRoutes(app, { deps, authenticate });
  registerRazorpayWebhook(app, deps);
  await registerWebApp(app, options.webDir ?? null);
  return app;
}

/** The cache serves nothing until the listener confirms LISTEN (awaited by app.ready()). */
function startSessionCache(app: FastifyInstance, deps: AppDeps, listen: Listen | undefined): void {
  const cache = deps.sessions.cache;
  if (!cache) return;
  if (!listen) throw new Error('sessionCacheMs needs listen: without notifications a revoked session would live on');
  const listener = createAuthChangeListener(listen, cache, app.log);
  app.addHook('onReady', () => listener.start());
  app.addHook('onClose', () => listener.stop());
  registerSessionCacheEviction(app, deps.sessions);
}
