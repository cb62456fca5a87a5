/**
 * Every user-facing validation and error string the spec names, defined once.
 * Server errors and browser forms both read from here, so the wording cannot drift.
 */
import { valueMessage } from './i18n/value-message.ts';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailInvalid: 'Please enter a valid email address',
  loginPasswordMin: 'Password must be at least 6 characters',
  loginBothRequired: 'Please enter both email and password.',
  loginEmailNeedsAt: 'Please enter a valid email address.',
  firstName: 'First name must be 2-50 characters and contain only letters (a hyphen or apostrophe may join letters)',
  lastName: 'Last name must be 2-50 characters and contain only letters (a hyphen or apostrophe may join letters)',
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
  doctorName: 'Doctor name must be 2-50 characters (letters, spaces, dots, hyphens and apostrophes only)',
  doctorQualification: 'Qualification must be 2-100 characters (letters, numbers, spaces and , . ( ) - only)',
  technicianName: 'Technician name must be at most 50 characters (letters, spaces, dots, hyphens and apostrophes only)',
  technicianQualification: 'Technician qualification must be at most 100 characters',
  acceptTerms: 'You must accept the Terms of Service to continue',
  acceptPrivacy: 'You must accept the Privacy Policy to continue',
  planInvalid: 'Please choose a plan',
  emailTaken: 'An account with this email already exists',
  accountDeactivated: "Your account has been deactivated. Ask your clinic's administrator to reactivate it.",
  stepIncomplete: 'Please complete all required fields',
  fixValidation: 'Please fix validation errors',
  tooManyAttempts: 'Too many failed login attempts. Please try again in 15 minutes.',
  tooManyRequests: 'Too many requests. Please try again later.',
  tooManyPasswordChecks: 'Too many wrong current passwords. Please try again in 15 minutes.',
  signedOutAfterPasswordChecks: 'Too many wrong current passwords. You have been signed out for your security.',
  currentPasswordRequired: 'Current password is required to change your email',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordsDoNotMatch: 'New passwords do not match.',
  newPasswordMin: 'Password must be at least 6 characters long.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetRequested: 'If an account exists for that email, a password reset link has been sent.',
  passwordResetDone: 'Your password has been reset. Please sign in with your new password.',
  notAuthenticated: 'Unauthorized',
  accountCreated: 'Account Created Successfully!',
  loginSuccessful: 'Login Successful',
  loggedOut: 'Logged out',
  passwordChanged: 'Password Changed',
} as const;

export const CLINIC_MESSAGES = {
  nameRequired: 'USG Centre name is required.',
  nameTooLong: 'USG Centre name must be at most 100 characters',
  registrationTooLong: 'Registration number must be at most 100 characters',
  logoUrlInvalid: 'Logo must be an image uploaded to this portal',
  clockInvalid: 'Choose 12-hour or 24-hour time',
  digitsInvalid: 'Choose Latin or Devanagari digits',
  paperLanguageInvalid: "Choose a language for patients' papers",
} as const;

export const HTTP_MESSAGES = {
  notFound: 'Not found',
  bodyTooLarge: 'Request body is too large',
  malformedJson: 'Request body is not valid JSON',
  internal: 'Something went wrong. Please try again.',
  unsupportedMediaType: 'Unsupported content type',
  timeout: 'Request timed out',
  unavailable: 'Service temporarily unavailable',
  badUrl: 'The address is not valid',
  badRequest: 'Bad request',
  // The fallbacks of a request that fails its schema without a message of its own.
  invalidValue: 'Invalid value',
  invalidRequest: 'Invalid request',
  databaseUnavailable: 'Database unavailable',
} as const;

/** Answers about an Idempotency-Key header (issue 28). */
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible characters',
  reusedWithOtherRequest:
    'This Idempotency-Key was already used for a different request. Nothing was saved; reload to see what was saved before.',
} as const;

export const PATIENT_MESSAGES = {
  fetalSexText: valueMessage(
    'Patient details must not record or disclose the sex of the foetus (PC-PNDT Act, sections 5 and 6). Remove: "{phrase}"',
    (phrase: string) => ({ phrase }),
  ),
  firstNameRequired: 'First name is required',
  language: 'Choose one of the listed languages',
  firstName:
    'First name must be 2-50 characters and contain only letters, spaces and dots (a hyphen or apostrophe may join letters)',
  lastNameRequired: 'Last name is required',
  lastName:
    'Last name must be 1-50 characters and contain only letters, spaces and dots (a hyphen or apostrophe may join letters)',
  dateOfBirthRequired: 'Date of birth or age is required',
  ageInvalid: 'Age must be whole years from 0 to 120, e.g. 32 or 32 Y',
  dateOfBirthInvalid: 'Date of birth must be a valid date, not in the future',
  phone: 'Phone number must be exactly 10 digits',
  gender: 'Please select a gender',
  email: 'Please enter a valid email address',
  emergencyPhone: 'Emergency phone must be exactly 10 digits',
  emergencyContactShort: 'Emergency contact name must be at least 2 characters',
  emergencyContactLong: 'Emergency contact name too long',
  emergencyContactInvalid: 'Emergency contact name contains invalid characters',
  referringDoctorShort: 'Doctor name must be at least 2 characters',
  referringDoctorLong: 'Doctor name too long',
  referringDoctorInvalid: 'Doctor name contains invalid characters',
  consent: 'You must consent to data processing',
  spouseRequired: 'Spouse/Husband name is required for an obstetric patient',
  spouseInvalid: 'Spouse/Husband name must be 2-50 characters (letters, spaces, dots, hyphens and apostrophes)',
  aadhaarFormat: 'Aadhaar number must be 12 digits',
  aadhaarInvalid: 'Aadhaar number is not valid',
  childrenCount: 'Number of children must be a whole number from 0 to 20',
  addressTooLong: 'Address must be at most 200 characters',
  notFound: 'Patient not found',
  searchTooShort: 'Type at least 2 letters to search',
} as const;

export const DOCTOR_MESSAGES = {
  nameShort: 'Name must be at least 2 characters',
  nameLong: 'Name must be less than 50 characters',
  nameInvalid: 'Name can only contain letters, dots, spaces, hyphens and apostrophes',
  registrationShort: 'Registration number must be at least 5 characters',
  registrationLong: 'Registration number too long',
  registrationInvalid: 'Registration number format is invalid',
  dialogRegistrationShort: 'Registration number must be at least 3 characters',
  dialogRegistrationLong: 'Registration number must be less than 50 characters',
  dialogRegistrationInvalid: 'Registration number can only contain letters, numbers, hyphens, and slashes',
  qualificationLong: 'Qualification must be at most 100 characters',
  specializationLong: 'Specialization must be at most 100 characters',
} as const;

export const STUDY_MESSAGES = {
  patientRequired: 'Patient is required',
  studyType: 'Please select a study type',
  scheduledDate: 'Date and time are required',
  status: 'Status must be scheduled, in-progress, completed, cancelled or no-show',
  /** Issue 29 §3: cancelling (or marking not attended) a scan voids its draft Form F, which says why. */
  voidReasonRequired: 'A reason is required to cancel an appointment that has a Form F',
  reasonTooLong: 'Reason must be at most 500 characters',
  formFSubmitted:
    'This appointment has a submitted Form F (the scan was done): it cannot be cancelled; amend the Form F instead',
  closed: 'A cancelled or not attended appointment is not reopened: schedule a new appointment',
  notesTooLong: 'Notes must be at most 500 characters',
  fetalSexText: valueMessage(
    'An appointment must not record or disclose the sex of the foetus (PC-PNDT Act, sections 5 and 6). Remove: "{phrase}"',
    (phrase: string) => ({ phrase }),
  ),
  notFound: 'Appointment not found',
} as const;

export const PAYMENT_MESSAGES = {
  patientRequired: 'Patient is required',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be a positive number',
  amountSteps: 'Amount can have at most 2 decimal places',
  amountTooLarge: 'Amount must be less than ₹10,00,00,000',
  methodRequired: 'Payment method is required',
  dateRequired: 'Payment date is required',
  dateInvalid: 'Payment date must be a valid date, not in the future',
  notesTooLong: 'Notes must be at most 500 characters',
  fetalSexText: valueMessage(
    'A payment must not record or disclose the sex of the foetus (PC-PNDT Act, sections 5 and 6). Remove: "{phrase}"',
    (phrase: string) => ({ phrase }),
  ),
  receivedByTooLong: 'Received by must be at most 100 characters',
  reportMismatch: 'The report does not belong to this patient',
  notFound: 'Payment not found',
} as const;

export const REPORT_MESSAGES = {
  patientRequired: 'Patient must be selected',
  doctorNameRequired: 'Doctor name is required',
  registrationRequired: 'Registration number is required',
  templateRequired: 'Please select a report template',
  clinicalDetailsRequired: 'Clinical indication is required',
  techniqueRequired: 'Examination technique is required',
  impressionRequired: 'Impression is required',
  weeksRange: 'Pregnancy weeks must be between 0 and 42',
  daysRange: 'Pregnancy days must be between 0 and 6',
  sexDetermination:
    'Fetal sex is never recorded: the only accepted value is "not_determined" (PC-PNDT Act, sections 5 and 6)',
  fetalSexText: valueMessage(
    'The report must not record or disclose the sex of the foetus (PC-PNDT Act, sections 5 and 6). Remove: "{phrase}"',
    (phrase: string) => ({ phrase }),
  ),
  notFound: 'Report not found',
  doctorNotFound: 'Doctor not found',
  studyNotFound: 'Study not found for this patient',
  notADraft: 'Only a draft can be auto-saved; this report is already finalized',
  alreadyFinalized: 'This report is already finalized; amend it to change it',
  notFinalized: 'Only a finalized report can be amended; finalize the draft first',
  patientUnchangeable: 'The patient of a report cannot be changed',
  textTooLong: 'Text is too long',
  multipleWithFetuses: 'Two or more fetuses are recorded: multiple pregnancy cannot be "No"',
} as const;

/** The clinic's own subscription: plans, orders and the Razorpay webhook. */
export const BILLING_MESSAGES = {
  planNotFound: 'Plan not found',
  trialIsNotSold: 'The free trial is started from the plan page, not paid for',
  orderNotFound: 'Order not found',
  planMismatch: 'The plan does not match the order',
  badSignature: 'Payment signature is invalid',
  gatewayDown: 'Failed to create payment order',
  alreadyPaid: 'This order has already been paid',
  invoiceNotFound: 'Invoice not found',
  noSubscription: 'No subscription found',
  trialUsed: 'The free trial has already been used for this clinic',
  webhookSignature: 'Invalid webhook signature',
  webhookNotJson: 'Request body is not valid JSON',
  webhookNotAnEvent: 'Webhook body is not a Razorpay event',
  webhookNoEventId: 'Missing event id',
} as const;

/** Scanners and what they send (issue 32). */
export const SCANNER_MESSAGES = {
  nameRequired: 'Scanner name is required',
  nameLong: 'Scanner name must be at most 64 characters',
  aeTitleInvalid: 'AE title must be 1–16 characters: capital letters, digits, _ or -',
  aeTitleTaken: 'This AE title is already used by another scanner; each machine needs its own',
  detailLong: 'Must be at most 64 characters',
  notFound: 'Scanner not found',
  studyNotFound: 'Appointment not found',
  reportNotFound: 'Report not found',
  imageNotFound: 'One of the chosen images is not an image of this report’s study',
  captionLong: 'Captions must be at most 120 characters',
  bridgeTokenMissing: 'A bridge token is required: make one in Settings → Scanners',
  bridgeTokenInvalid:
    'This bridge token is not valid (a newer one replaced it, or it never existed): make a new one in Settings → Scanners',
  bridgeScannerInactive: 'This scanner is switched off in Settings → Scanners; switch it on to use its bridge',
  objectUnreadable: 'Not a DICOM file the portal can read',
  objectUnsupported: 'The portal does not keep this kind of DICOM object, or not in this transfer syntax',
  objectTooLarge: 'DICOM objects must be at most 512 MB',
  storageFull: "The plan's storage is full: the object was not kept",
  tooManyImages: 'At most 24 key images per report',
  sexCheckByDoctor:
    'Only a doctor who signs reports can confirm that the chosen images carry no annotation disclosing the sex of the foetus',
  sexCheckRequired:
    'Confirm that the chosen images carry no annotation disclosing the sex of the foetus (PC-PNDT Act) before they print',
} as const;
