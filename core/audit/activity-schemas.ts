import { z } from 'zod';
import { calendarDate, DATE_RANGES } from '../validation/calendar-date.ts';

export const ACTIVITY_MESSAGES = {
  dateInvalid: 'Enter a valid date',
  rangeInvalid: 'The start date must be on or before the end date',
} as const;

export const ACTIVITY_PAGE_SIZE_MAX = 100;
/** A CSV export holds at most this many events; narrow the filters for older ones. */
export const ACTIVITY_CSV_MAX_ROWS = 50_000;

// A day that exists, from 2000 on: the query never reaches PostgreSQL with year 0 or 30 February.
const isoDate = calendarDate(DATE_RANGES.query, ACTIVITY_MESSAGES.dateInvalid);

/** Filters of the activity log; from/to are India dates (yyyy-mm-dd), both inclusive. */
export const ActivityFilterSchema = z
  .object({
    userId: z.uuid('Choose a user from the list').optional(),
    action: z
      .string()
      .trim()
      .max(100)
      .regex(/^[a-z_.]*$/, 'Choose an action from the list')
      .optional()
      .transform((value) => value || undefined),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: ACTIVITY_MESSAGES.rangeInvalid,
    path: ['to'],
  });
export type ActivityFilter = z.infer<typeof ActivityFilterSchema>;
/** The filters as a form or a URL holds them (before the schema's clean-up). */
export type ActivityFilterValues = z.input<typeof ActivityFilterSchema>;

export const ActivityQuerySchema = z.intersection(
  ActivityFilterSchema,
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_SIZE_MAX).default(50),
  }),
);
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

export const ActivityEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  outcome: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  ip: z.string().nullable(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;

export const ActivityPageSchema = z.object({ events: z.array(ActivityEventSchema), total: z.number().int() });
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

export const ActivityUsersSchema = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  actions: z.array(z.string()),
});
export type ActivityUsers = z.infer<typeof ActivityUsersSchema>;

/** Human labels for the actions the app records; an unknown action shows as its code. */
export const ACTIVITY_ACTION_LABELS: Record<string, string> = {
  'auth.signup': 'Signed up',
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in',
  'auth.login_throttled': 'Sign-in throttled',
  'auth.logout': 'Signed out',
  'auth.profile_update': 'Profile updated',
  'auth.email_change': 'E-mail change',
  'auth.password_change': 'Password changed',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_reset': 'Password reset',
  'auth.email_verified': 'E-mail verified',
  'auth.email_verification_sent': 'Verification e-mail sent',
  'auth.two_factor_enabled': 'Two-factor turned on',
  'auth.two_factor_disabled': 'Two-factor turned off',
  'auth.recovery_codes_regenerated': 'Recovery codes renewed',
  'auth.recovery_code_used': 'Recovery code used',
  'auth.session_revoked': 'Session signed out',
  'auth.sessions_revoked': 'Other sessions signed out',
  'security.policy_update': 'Sign-in policy changed',
  'patient.create': 'Patient registered',
  'patient.update': 'Patient updated',
  'doctor.create': 'Doctor added',
  'study.create': 'Study created',
  'study.status': 'Study status changed',
  'report.create': 'Report created',
  'report.update': 'Report updated',
  'report.pdf': 'Report PDF downloaded',
  'payment.create': 'Payment recorded',
  'pcpndt_form.create': 'Form F created',
  'pcpndt_form.update': 'Form F updated',
  'pcpndt_form.amend': 'Form F amended',
  'pcpndt_form.submit': 'Form F submitted',
  'pcpndt_form.print': 'Form F printed',
  'clinic.export.request': 'Clinic data export started',
  'clinic.export.download': 'Clinic data export downloaded',
  'patient.export': 'Patient records exported',
  'system.backup.start': 'Backup started',
  'clinic.update': 'Clinic details updated',
  'clinic.logo.update': 'Logo changed',
  'clinic.print_settings.update': 'Print settings changed',
  'clinic.logo.upload': 'Logo uploaded',
  'billing.order_created': 'Plan order created',
  'billing.payment_verified': 'Plan payment verified',
  'subscription.trial_activated': 'Trial activated',
};

export function activityActionLabel(action: string): string {
  return ACTIVITY_ACTION_LABELS[action] ?? action;
}
