import { ApiRequestError } from '../../lib/api-client.ts';
import { msg, t } from '../../lib/i18n.ts';

/**
 * The text of the 'Login Failed' toast (spec §8). A fetch that never reached the server
 * rejects with a TypeError; a refusal is an ApiRequestError with the server's reason and message.
 * The texts are English source ids; describeLoginError() gives them in the screen's language.
 */
export const LOGIN_ERROR_TEXT = {
  invalidCredentials: msg('Invalid email or password. Please check your credentials and try again.'),
  network: msg('Network connection error. Please check your internet and try again.'),
  unauthorised: msg('Authentication failed. Please check your email and password.'),
  server: msg('Server error. Please try again in a few moments.'),
  fallback: msg('Invalid email or password. Please try again.'),
};

export function describeLoginError(error: unknown): string {
  return t(loginErrorSource(error));
}

function loginErrorSource(error: unknown): string {
  if (error instanceof TypeError) return LOGIN_ERROR_TEXT.network;
  if (error instanceof ApiRequestError) {
    if (error.reason === 'invalid_credentials') return LOGIN_ERROR_TEXT.invalidCredentials;
    // The server's own words when it gave some (a deactivated account, too many attempts).
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 401) return LOGIN_ERROR_TEXT.unauthorised;
    if (error.status === 500) return LOGIN_ERROR_TEXT.server;
    return t('Login failed: {status}', { status: error.status });
  }
  return (error instanceof Error && error.message) || LOGIN_ERROR_TEXT.fallback;
}
