import type { LoginResponse } from '../../../../core/auth/login-schema.ts';
import type { TwoFactorChallengeResponse, TwoFactorLoginResponse } from '../../../../core/auth/security-schemas.ts';
import type { Signup } from '../../../../core/auth/signup-schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { setAuthToken } from '../../lib/auth-token.ts';
import { queryClient } from '../../lib/query-client.ts';
import { AUTH_USER_KEY } from '../../lib/use-auth.ts';

/**
 * Login raises the server's own message, or 'Login failed: {status}' (spec §8), rather than the
 * generic "{status}: {body}" text, so the toast can map it.
 */
export async function postLogin(credentials: {
  email: string;
  password: string;
}): Promise<LoginResponse | TwoFactorChallengeResponse> {
  return postSignIn('/api/auth/login', credentials);
}

/** The second step of a two-factor sign-in: the challenge from postLogin and a code. */
export function postTwoFactorLogin(input: { challengeToken: string; code: string }): Promise<TwoFactorLoginResponse> {
  return postSignIn('/api/auth/login/two-factor', input);
}

async function postSignIn<T>(url: string, body: object): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : '';
    throw new Error(message || `Login failed: ${response.status}`);
  }
  return (await response.json()) as T;
}

export interface SignupResponse {
  message: string;
  token: string;
}

export async function postSignup(payload: Signup): Promise<SignupResponse> {
  const response = await apiRequest('POST', '/api/auth/signup', payload);
  return (await response.json()) as SignupResponse;
}

/** Starts a session in this browser; earlier cached data may belong to another account. */
export function startSession(token: string, user?: LoginResponse['user']): void {
  queryClient.clear();
  if (user) queryClient.setQueryData(AUTH_USER_KEY, user);
  setAuthToken(token);
}

export async function postForgotPassword(email: string): Promise<string> {
  const response = await apiRequest('POST', '/api/auth/forgot-password', { email });
  return ((await response.json()) as { message: string }).message;
}

export async function postResetPassword(token: string, newPassword: string): Promise<string> {
  const response = await apiRequest('POST', '/api/auth/reset-password', { token, newPassword });
  return ((await response.json()) as { message: string }).message;
}

/** Accepts a team invitation: the new member's session and user (issue 15 §3). */
export async function postAcceptInvitation(
  token: string,
  password: string,
  confirmPassword: string,
): Promise<LoginResponse> {
  const response = await apiRequest('POST', '/api/team/invitations/accept', { token, password, confirmPassword });
  return (await response.json()) as LoginResponse;
}
