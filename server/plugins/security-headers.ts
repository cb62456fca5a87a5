import type { FastifyInstance } from 'fastify';

// Razorpay Checkout is the only third party the browser may talk to (subscriptions issue), plus
// the S3-compatible logo store when one is configured: uploads go to its endpoint, logos load
// from its public origin. Local logos are same-origin, which 'self' covers.
const contentSecurityPolicy = (imageOrigin: string | null, uploadOrigin: string | null) =>
  [
    "default-src 'self'",
    "script-src 'self' https://checkout.razorpay.com",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://cdn.razorpay.com${imageOrigin ? ` ${imageOrigin}` : ''}`,
    "font-src 'self'",
    `connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com${uploadOrigin ? ` ${uploadOrigin}` : ''}`,
    'frame-src https://api.razorpay.com https://checkout.razorpay.com',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export interface SecurityHeaderOptions {
  https: boolean;
  imageOrigin?: string | null;
  uploadOrigin?: string | null;
}

/** Our headers for one response; `url` decides the API's no-store. */
export function securityHeaders(opts: SecurityHeaderOptions): (url: string) => Record<string, string> {
  const common: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(opts.imageOrigin ?? null, opts.uploadOrigin ?? null),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://checkout.razorpay.com")',
  };
  if (opts.https) common['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  const api = { ...common, 'cache-control': 'no-store' };
  // Patient data must not sit in browser or proxy caches.
  return (url) => (url.startsWith('/api/') ? api : common);
}

export function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions): void {
  const headersFor = securityHeaders(opts);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headersFor(request.url));
    return payload;
  });
}
