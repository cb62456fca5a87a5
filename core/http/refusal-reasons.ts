import { SESSION_END_REASONS } from '../auth/session-end.ts';

// No zod here: the browser's API client reads reasons on every page, the landing page too.
/**
 * Why the server refused a request, sent as `reason` beside the message (issue 31), so the
 * browser recognises a refusal by its cause instead of matching the message text. One line each:
 */
export const REFUSAL_REASON_NOTES = {
  validation: '400: the body, query or JSON itself is invalid (field errors in `errors`).',
  unauthenticated: '401: no session token, or one the server never issued.',
  invalid_credentials: '401: the e-mail or the password is wrong.',
  invalid_code: '401: the second-factor or recovery code of a sign-in is wrong.',
  account_deactivated: '401: an administrator deactivated the member here (core/auth/session-end.ts).',
  session_expired: '401: the session timed out (core/auth/session-end.ts).',
  session_ended: '401: the session was signed out elsewhere or revoked (core/auth/session-end.ts).',
  'no-subscription': '402: the clinic has no subscription yet; the feature stays closed (gating).',
  pending: '402: the subscription waits for a trial or a payment; the feature stays closed (gating).',
  'trial-expired': '402: the trial lapsed: the feature is closed, or its records are read-only (gating).',
  expired: '402: the paid subscription lapsed: the feature is closed, or its records are read-only (gating).',
  'centre-read-only': "402: an extra centre the organisation's plan no longer covers refuses writes.",
  feature_locked: '402: the plan does not include this feature (a template tier, analytics, centres).',
  plan_limit: "402: one more would exceed the plan's monthly reports, patients or user seats.",
  role: "403: the member's role is not allowed this action (core/team/permissions.ts).",
  not_signer:
    "403: a declaration names the doctor who signs it: another doctor's declaration, its doctor or its date cannot be chosen.",
  unregistered_sonologist: '403: the centre is PC-PNDT registered and the signer is not one of its sonologists.',
  unregistered_machine: '403: the centre is PC-PNDT registered and the scan names no registered machine of it.',
  operator_only: '403: only the operators named in OPERATOR_EMAILS may do this.',
  forbidden: '403: refused for another cause (a link that is no longer valid, two-factor required).',
  not_found: '404: no such resource here (also for another clinic’s ids).',
  conflict:
    '409: the state forbids it (a duplicate, already paid, already submitted, running); 422: an Idempotency-Key reused for another request.',
  needs_confirmation:
    '409: the impression contradicts a score or measurement; `contradictions` lists them, resend with confirmedContradictions.',
  gone: '410: the resource existed and has expired (an export, a shared link).',
  too_large: '413: the body is over the size limit.',
  unsupported_media_type: '415: the body is not of a type the route accepts.',
  rate_limited: '429: too many attempts; `retry-after` says when to try again.',
} as const;

export type RefusalReason = keyof typeof REFUSAL_REASON_NOTES;

/** The 401 reasons that mean a live session ended (the browser signs out saying why). */
export const SESSION_END_REFUSALS = SESSION_END_REASONS satisfies readonly RefusalReason[];
/** The 402 reasons of a subscription that does not open the feature (accounts spec §4.1). */
export const SUBSCRIPTION_INACTIVE_REFUSALS = [
  'no-subscription',
  'pending',
  'trial-expired',
  'expired',
] as const satisfies readonly RefusalReason[];

const REFUSAL_REASONS: ReadonlySet<string> = new Set(Object.keys(REFUSAL_REASON_NOTES));

export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === 'string' && REFUSAL_REASONS.has(value);
}

/** The reason of a refusal that names none of its own, by its status (the error handler's default). */
export function defaultRefusalReason(status: number): RefusalReason | undefined {
  return DEFAULT_BY_STATUS[status];
}

const DEFAULT_BY_STATUS: Readonly<Record<number, RefusalReason>> = {
  400: 'validation',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'too_large',
  415: 'unsupported_media_type',
  422: 'conflict',
  429: 'rate_limited',
};
