import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../core/messages.ts';
import { tooManyRequests } from '../lib/http-errors.ts';

/**
 * A fixed-window limit per client address for the unauthenticated endpoints (signup, login,
 * password reset, the contact form), against credential stuffing across many addresses. Per process by
 * design: the per-e-mail login throttle, which matters most, lives in the database.
 */
export function createIpRateLimit(
  limitPerWindow: number,
  windowMs = 60_000,
  message: string = AUTH_MESSAGES.tooManyRequests,
  clock: { now(): Date } = { now: () => new Date() },
) {
  const hits = new Map<string, { count: number; windowStart: number }>();
  return async function ipRateLimit(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const now = clock.now().getTime();
    const entry = hits.get(request.ip);
    if (!entry || now - entry.windowStart >= windowMs) {
      if (hits.size > 10_000) hits.clear();
      hits.set(request.ip, { count: 1, windowStart: now });
      return;
    }
    entry.count += 1;
    if (entry.count > limitPerWindow) {
      throw tooManyRequests(message, Math.ceil((entry.windowStart + windowMs - now) / 1000));
    }
  };
}
