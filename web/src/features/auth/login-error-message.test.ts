import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { describeLoginError, LOGIN_ERROR_TEXT } from './login-error-message.ts';

const refusal = (status: number, body: object | string) =>
  new ApiRequestError(status, typeof body === 'string' ? body : JSON.stringify(body));

describe('describeLoginError', () => {
  it.each([
    [
      refusal(401, { message: 'Invalid email or password', reason: 'invalid_credentials' }),
      LOGIN_ERROR_TEXT.invalidCredentials,
    ],
    [new TypeError('Failed to fetch'), LOGIN_ERROR_TEXT.network],
    [refusal(401, ''), LOGIN_ERROR_TEXT.unauthorised],
    [refusal(500, 'Internal Server Error'), LOGIN_ERROR_TEXT.server],
    [refusal(502, ''), 'Login failed: 502'],
    [
      refusal(429, {
        message: 'Too many failed login attempts. Please try again in 15 minutes.',
        reason: 'rate_limited',
      }),
      'Too many failed login attempts. Please try again in 15 minutes.',
    ],
    [new Error(''), LOGIN_ERROR_TEXT.fallback],
    ['not an error', LOGIN_ERROR_TEXT.fallback],
  ])('maps %o', (error, expected) => {
    expect(describeLoginError(error)).toBe(expected);
  });
});
