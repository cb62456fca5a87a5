import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database, Listen } from '../db/client.ts';
import type { AppDeps } from './app-deps.ts';
import type { AppConfig } from './config.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import type { FieldCipher } from './lib/field-cipher.ts';
import type { Mailer } from './mail/mailer.ts';
import { createAuthChangeListener } from './modules/auth/auth-change-listener.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { createSessionStore } from './modules/auth/sessions.ts';
import { registerBillingRoutes } from './modules/billing/routes.ts';
import { registerRazorpayWebhook } from './modules/billing/webhook-routes.ts';
import { registerClinicRoutes } from './modules/clinics/routes.ts';
import { registerContactRoutes } from './modules/contact/routes.ts';
import { registerDashboardRoutes } from './modules/dashboard/routes.ts';
import { registerDoctorRoutes } from './modules/doctors/routes.ts';
import { registerFormFRoutes } from './modules/formf/routes.ts';
import { registerPatientRoutes } from './modules/patients/routes.ts';
import { registerPaymentRoutes } from './modules/payments/routes.ts';
import { registerReportRoutes } from './modules/reports/routes.ts';
import { registerStudyRoutes } from './modules/studies/routes.ts';
import { registerSubscriptionRoutes } from './modules/subscriptions/routes.ts';
import { registerUploadRoutes } from './modules/uploads/routes.ts';
import type { PaymentGateway } from './payments-gateway/gateway.ts';
import { createAuthenticate, registerSessionCacheEviction } from './plugins/authenticate.ts';
import { registerErrorHandling } from './plugins/error-handler.ts';
import { registerFeatureGate } from './plugins/feature-gate.ts';
import { createIpRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createLogoStorage } from './storage/create-logo-storage.ts';
import type { LogoStorage } from './storage/logo-storage.ts';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  gateway: PaymentGateway;
  fieldCipher: FieldCipher;
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
}

export const JSON_BODY_LIMIT = 1024 * 1024;

/** The whole HTTP application without listen(), so tests drive it with app.inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? {
          ...options.logger,
          // Query strings can carry patient names (search), so only the path is logged.
          serializers: {
            req: (req: { method: string; url: string; id: string }) => ({
              method: req.method,
              url: req.url.split('?')[0],
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
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('scope', null);
  app.decorateRequest('sessionUser', null);

  const clock = options.clock ?? systemClock;
  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    clock,
    mailer: options.mailer,
    sessions: createSessionStore(options.db, { cacheMs: options.sessionCacheMs ?? 0 }),
    gateway: options.gateway,
    fieldCipher: options.fieldCipher,
    logoStorage: options.logoStorage ?? createLogoStorage(options.config, clock),
  };
  const authenticate = createAuthenticate(deps);
  startSessionCache(app, deps, options.listen);
  const ipRateLimit = createIpRateLimit(options.authRateLimitPerMinute ?? 30);

  // JSON only: a text/plain or form post (the cross-site kind) gets 415, not a parse attempt.
  app.removeContentTypeParser(['text/plain']);
  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    https: options.config.publicUrl.startsWith('https://'),
    imageOrigin: deps.logoStorage.imageOrigin,
    uploadOrigin: deps.logoStorage.uploadOrigin,
  });
  registerFeatureGate(app, deps);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ message: 'Database unavailable' });
    }
  });

  registerAuthRoutes(app, { deps, authenticate, ipRateLimit });
  registerClinicRoutes(app, { deps, authenticate });
  registerUploadRoutes(app, { deps, authenticate });
  registerContactRoutes(app, { deps, messagesPerHour: options.contactMessagesPerHour });
  registerSubscriptionRoutes(app, { deps, authenticate });
  registerBillingRoutes(app, { deps, authenticate });
  registerPatientRoutes(app, { deps, authenticate });
  registerDoctorRoutes(app, { deps, authenticate });
  registerStudyRoutes(app, { deps, authenticate });
  registerDashboardRoutes(app, { deps, authenticate });
  registerPaymentRoutes(app, { deps, authenticate });
  registerReportRoutes(app, { deps, authenticate });
  registerFormFRoutes(app, { deps, authenticate });
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
