import { authApi } from '../../../../core/api/auth-api.ts';
import type { RouteAnswer, RouteDeclaration } from '../../../../core/api/define-route.ts';
import { securityApi } from '../../../../core/api/security-api.ts';
import { teamApi } from '../../../../core/api/team-api.ts';
import type { LoginResponse } from '../../../../core/auth/login-schema.ts';
import type { Signup } from '../../../../core/auth/signup-schema.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { setAuthToken } from '../../lib/auth-token.ts';
import { answerOf, callApi } from '../../lib/call-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { AUTH_USER_KEY } from '../../lib/use-auth.ts';

/**
 * A refused sign-in. Its message is the server's own, or 'Login failed: {status}' (spec §8),
 * rather than the generic "{status}: {body}" text; the toast reads its reason and status.
 */
export class SignInError extends ApiRequestError {
  constructor(status: number, bodyText: string) {
    super(status, bodyText);
    this.name = 'SignInError';
    this.message = this.serverMessage || `Login failed: ${status}`;
  }
}

export function postLogin(credentials: { email: string; password: string }) {
  return postSignIn(authApi.login, credentials);
}

/** The second step of a two-factor sign-in: the challenge from postLogin and a code. */
export function postTwoFactorLogin(input: { challengeToken: string; code: string }) {
  return postSignIn(securityApi.loginTwoFactor, input);
}

// Not through apiRequest: there is no session yet, so a 401 here is a wrong password, not a
// session to re-check.
async function postSignIn<R extends RouteDeclaration>(route: R, body: object): Promise<RouteAnswer<R>> {
  const response = await fetch(route.path, {
    method: route.method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  if (!response.ok) throw new SignInError(response.status, await response.text().catch(() => ''));
  return answerOf<R>(response);
}

export type SignupResponse = RouteAnswer<typeof authApi.signup>;

export function postSignup(payload: Signup): Promise<SignupResponse> {
  return callApi(authApi.signup, { body: payload });
}

/** Starts a session in this browser; earlier cached data may belong to another account. */
export function startSession(token: string, user?: LoginResponse['user']): void {
  queryClient.clear();
  if (user) queryClient.setQueryData(AUTH_USER_KEY, user);
  setAuthToken(token);
}

export async function postForgotPassword(email: string): Promise<string> {
  return (await callApi(authApi.forgotPassword, { body: { email } })).message;
}

export async function postResetPassword(token: string, newPassword: string): Promise<string> {
  return (await callApi(authApi.resetPassword, { body: { token, newPassword } })).message;
}

/** Accepts a team invitation: the new member's session and user (issue 15 §3). */
export function postAcceptInvitation(token: string, password: string, confirmPassword: string) {
  return callApi(teamApi.acceptInvitation, { body: { token, password, confirmPassword } });
}
