import { describe, expect, it } from 'vitest';
import { describeLoginError, LOGIN_ERROR_TEXT } from './login-error-message.ts';

describe('describeLoginError', () => {
  it.each([
    [new Error('Invalid email or password'), LOGIN_ERROR_TEXT.invalidCredentials],
    [new TypeError('Failed to fetch'), LOGIN_ERROR_TEXT.network],
    [new Error('Login failed: 401'), LOGIN_ERROR_TEXT.unauthorised],
    [new Error('Login failed: 500'), LOGIN_ERROR_TEXT.server],
    [
      new Error('Too many failed login attempts. Please try again in 15 minutes.'),
      'Too many failed login attempts. Please try again in 15 minutes.',
    ],
    [new Error(''), LOGIN_ERROR_TEXT.fallback],
    ['not an error', LOGIN_ERROR_TEXT.fallback],
  ])('maps %o', (error, expected) => {
    expect(describeLoginError(error)).toBe(expected);
  });
});
