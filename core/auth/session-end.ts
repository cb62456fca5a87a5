/**
 * Why a signed-in tab lost its session, sent as `reason` in the 401 JSON so the browser can say
 * so on the login page instead of a bare "You are logged out" (issue 28): a deactivated member
 * otherwise had no idea why the portal threw them out.
 */
export const SESSION_END_REASONS = ['account_deactivated', 'session_expired', 'session_ended'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const SESSION_END_MESSAGES: Readonly<Record<SessionEndReason, string>> = {
  account_deactivated:
    'Your account at this clinic was deactivated by an administrator, so you have been signed out. Ask your administrator if you need access again.',
  session_expired: 'Your session expired. Please sign in again.',
  session_ended: 'Your session has ended (you signed out elsewhere or it was revoked). Please sign in again.',
};

export function isSessionEndReason(value: unknown): value is SessionEndReason {
  return typeof value === 'string' && (SESSION_END_REASONS as readonly string[]).includes(value);
}

/** Sent by the browser's periodic session check, which must not count as the user being active. */
export const SESSION_CHECK_HEADER = 'x-session-check';
