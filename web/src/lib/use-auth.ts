import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { authApi } from '../../../core/api/auth-api.ts';
import { CURRENT_USER_PATH } from '../../../core/api/auth-paths.ts';
import type { AuthUser } from '../../../core/auth/login-schema.ts';
import { isSessionEndReason, SESSION_CHECK_HEADER } from '../../../core/auth/session-end.ts';
import type { CurrentUser } from '../../../core/centres/centre-schemas.ts';
import { ApiRequestError } from './api-client.ts';
import { clearAuthToken, getAuthToken, subscribeAuthToken } from './auth-token.ts';
import { answerOf } from './call-api.ts';
import { signOutEndedSession } from './session-end.ts';

export const AUTH_USER_KEY = [CURRENT_USER_PATH] as const;
const SESSION_CHECK_MS = 60_000;

/**
 * GET /api/auth/user's answer. Login and profile answers carry the user alone and are put in the
 * cache until it refetches, so the current centre may be missing for a moment.
 */
export type SignedInUser = AuthUser & Partial<Pick<CurrentUser, 'centre' | 'organisationAdmin' | 'operator'>>;

export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeAuthToken, getAuthToken, () => null);
}

async function fetchCurrentUser(): Promise<SignedInUser | null> {
  const token = getAuthToken();
  if (!token) return null;
  const response = await fetch(CURRENT_USER_PATH, {
    // The check does not count as activity: the server's 30-minute idle rule still applies.
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, [SESSION_CHECK_HEADER]: '1' },
    credentials: 'include',
  });
  if (response.status === 401) {
    const reason = await response
      .json()
      .then((body: { reason?: unknown }) => body.reason)
      .catch(() => undefined);
    if (isSessionEndReason(reason)) signOutEndedSession(reason);
    else clearAuthToken();
    return null;
  }
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText);
  return answerOf<typeof authApi.currentUser>(response);
}

export interface AuthState {
  user: SignedInUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/**
 * The signed-in user (spec §7): asked only when a token exists; 2 min fresh, 5 min kept. Asked
 * again every minute, in the background too, and whenever the tab gets focus, so a session the
 * server ended (a deactivated member) leaves no patient data on an unattended screen (issue 28).
 */
export function useAuth(): AuthState {
  const token = useAuthToken();
  const query = useQuery({
    queryKey: AUTH_USER_KEY,
    queryFn: fetchCurrentUser,
    enabled: token !== null,
    staleTime: 2 * 60_000,
    gcTime: 5 * 60_000,
    retry: false,
    refetchInterval: SESSION_CHECK_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: 'always',
  });
  const user = token ? (query.data ?? null) : null;
  return { user, isLoading: token !== null && query.isPending, isAuthenticated: user !== null };
}
