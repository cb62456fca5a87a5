import { z } from 'zod';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  MessageResponseSchema,
  ProfileUpdateSchema,
  ResetPasswordSchema,
} from '../auth/account-schemas.ts';
import { AuthUserSchema, LoginResponseSchema, LoginSchema } from '../auth/login-schema.ts';
import { TwoFactorChallengeResponseSchema } from '../auth/security-schemas.ts';
import { SignupResponseSchema, SignupSchema } from '../auth/signup-schema.ts';
import { CurrentUserSchema } from '../centres/centre-schemas.ts';
import { ProfileLanguageSchema } from '../i18n/locale-schemas.ts';
import { CURRENT_USER_PATH, LOGOUT_PATH } from './auth-paths.ts';
import { get, patch, post, put } from './define-route.ts';

/** Sign-up, sign-in and the signed-in member's own account (accounts spec §5-§6). */
export const authApi = {
  signup: post('/api/auth/signup', { body: SignupSchema, responses: { 201: SignupResponseSchema } }),
  /** With two-factor on, the password yields a challenge for securityApi.loginTwoFactor. */
  login: post('/api/auth/login', {
    body: LoginSchema,
    responses: { 200: z.union([LoginResponseSchema, TwoFactorChallengeResponseSchema]) },
  }),
  currentUser: get(CURRENT_USER_PATH, { responses: { 200: CurrentUserSchema } }),
  logout: post(LOGOUT_PATH, { responses: { 200: MessageResponseSchema } }),
  updateProfile: put('/api/auth/profile', { body: ProfileUpdateSchema, responses: { 200: AuthUserSchema } }),
  /** Only the language (issue 34): no re-authentication, nothing audited, any role. */
  updateLanguage: patch('/api/auth/profile', { body: ProfileLanguageSchema, responses: { 200: AuthUserSchema } }),
  changePassword: put('/api/auth/change-password', {
    body: ChangePasswordSchema,
    responses: { 200: MessageResponseSchema },
  }),
  forgotPassword: post('/api/auth/forgot-password', {
    body: ForgotPasswordSchema,
    responses: { 200: MessageResponseSchema },
  }),
  resetPassword: post('/api/auth/reset-password', {
    body: ResetPasswordSchema,
    responses: { 200: MessageResponseSchema },
  }),
  /** The spec sends some signed-out users to /api/login: a redirect to the login screen (DESIGN §5). */
  loginPage: get('/api/login'),
};
