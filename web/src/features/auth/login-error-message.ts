import { ApiRequestError } from '../../lib/api-client.ts';

/**
 * The text of the 'Login Failed' toast (spec §8). A fetch that never reached the server
 * rejects with a TypeError; a refusal is an ApiRequestError with the server's reason and message.
 */
export const LOGIN_ERROR_TEXT = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  network: 'Network connection error. Please check your internet and try again.',
  unauthorised: 'Authentication failed. Please check your email and password.',
  server: 'Server error. Please try again in a few moments.',
  fallback: 'Invalid email or password. Please try again.',
} as const;

export function describeLoginError(error: unknown): string {
  if (error instanceof TypeError) return LOGIN_ERROR_TEXT.network;
  if (error instanceof ApiRequestError) {
    if (error.reason === 'invalid_credentials') return LOGIN_ERROR_TEXT.invalidCredentials;
    // The server's own words when it gave some (a deactivated account, too many attempts).
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 401) return LOGIN_ERROR_TEXT.unauthorised;
    if (error.status === 500) return LOGIN_ERROR_TEXT.server;
    return `Login failed: ${error.status}`;
  }
  return (error instanceof Error && error.message) || LOGIN_ERROR_TEXT.fallback;
}
