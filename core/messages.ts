/**
 * Every user-facing validation and error string the spec names, defined once.
 * Server errors and browser forms both read from here, so the wording cannot drift.
 */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailInvalid: 'Please enter a valid email address',
  loginPasswordMin: 'Password must be at least 6 characters',
  loginBothRequired: 'Please enter both email and password.',
  loginEmailNeedsAt: 'Please enter a valid email address.',
  firstName: 'First name must be 2-50 characters and contain only letters',
  lastName: 'Last name must be 2-50 characters and contain only letters',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password too long',
  passwordComplexity: 'Password must contain uppercase, lowercase, number, and special character',
  passwordCommon: 'This password is too common. Please choose a less predictable password',
  passwordsDoNotMatch: 'Passwords do not match',
  clinicName: 'Clinic name must be 2-100 characters (letters, numbers, spaces, & . - only)',
  clinicAddress: 'Clinic address must be 10-200 characters',
  clinicPhone: 'Clinic phone must be exactly 10 digits',
  clinicEmailSame: 'Personal email and clinic email must be different',
  licenseRequired: 'Registration number of the doctor is required',
  licenseTooLong: 'Registration number of the doctor must be at most 50 characters',
  registrationRequired: 'Clinic registration number is required',
  registrationTooLong: 'Clinic registration number must be at most 100 characters',
  doctorName: 'Doctor name must be 2-50 characters (letters, spaces and dots only)',
  doctorQualification: 'Qualification must be 2-100 characters (letters, numbers, spaces and , . ( ) - only)',
  technicianName: 'Technician name must be at most 50 characters (letters, spaces and dots only)',
  technicianQualification: 'Technician qualification must be at most 100 characters',
  acceptTerms: 'You must accept the Terms of Service to continue',
  acceptPrivacy: 'You must accept the Privacy Policy to continue',
  planInvalid: 'Please choose a plan',
  emailTaken: 'An account with this email already exists',
  stepIncomplete: 'Please complete all required fields',
  fixValidation: 'Please fix validation errors',
  tooManyAttempts: 'Too many failed login attempts. Please try again in 15 minutes.',
  tooManyRequests: 'Too many requests. Please try again later.',
  currentPasswordRequired: 'Current password is required to change your email',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordsDoNotMatch: 'New passwords do not match.',
  newPasswordMin: 'Password must be at least 6 characters long.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetRequested: 'If an account exists for that email, a password reset link has been sent.',
  passwordResetDone: 'Your password has been reset. Please sign in with your new password.',
  notAuthenticated: 'Unauthorized',
} as const;

export const CLINIC_MESSAGES = {
  nameRequired: 'USG Centre name is required.',
  nameTooLong: 'USG Centre name must be at most 100 characters',
  registrationTooLong: 'Registration number must be at most 100 characters',
  logoUrlInvalid: 'Logo must be an image uploaded to this portal',
} as const;

export const HTTP_MESSAGES = {
  notFound: 'Not found',
  bodyTooLarge: 'Request body is too large',
  malformedJson: 'Request body is not valid JSON',
  internal: 'Something went wrong. Please try again.',
  unsupportedMediaType: 'Unsupported content type',
  timeout: 'Request timed out',
  unavailable: 'Service temporarily unavailable',
} as const;
