/**
 * The text of the 'Login Failed' toast (spec §8). A fetch that never reached the server
 * rejects with a TypeError; everything else carries the server's message.
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
  const message = error instanceof Error ? error.message : '';
  if (message.includes('Invalid email or password')) return LOGIN_ERROR_TEXT.invalidCredentials;
  if (message.includes('401')) return LOGIN_ERROR_TEXT.unauthorised;
  if (message.includes('500')) return LOGIN_ERROR_TEXT.server;
  return message || LOGIN_ERROR_TEXT.fallback;
}
