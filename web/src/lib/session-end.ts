import type { SessionEndReason } from '../../../core/auth/session-end.ts';
import { clearAuthToken } from './auth-token.ts';
import { forgetSession } from './logout.ts';
import { navigateTo } from './navigate.ts';

/**
 * The server ended this tab's session (a deactivated member, an expired or revoked session):
 * leave the screen first, so nothing signed-in renders its own "Unauthorized" notice over ours,
 * then drop the token and every cached answer (patient data must not stay in memory), and let
 * the login page say why (issue 28).
 */
export function signOutEndedSession(reason: SessionEndReason): void {
  navigateTo(`/login?reason=${reason}`, { replace: true });
  forgetSession();
  clearAuthToken();
}
