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

export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { https: boolean; imageOrigin?: string | null; uploadOrigin?: string | null },
): void {
  const policy = contentSecurityPolicy(opts.imageOrigin ?? null, opts.uploadOrigin ?? null);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header(
      'permissions-policy',
      'camera=(), microphone=(), geolocation=(), payment=(self "https://checkout.razorpay.com")',
    );
    if (opts.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // Patient data must not sit in browser or proxy caches.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
