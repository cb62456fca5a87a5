import { z } from 'zod';
import { calendarDate, DATE_RANGES } from '../validation/calendar-date.ts';
import { AUDIT_ACTION_CODES } from './audit-actions.ts';

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
  /** The record's human id (R-000003, the patient's id, a member's name…); null when it has none or is gone. */
  recordLabel: z.string().nullable(),
  ip: z.string().nullable(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;

export const ActivityPageSchema = z.object({ events: z.array(ActivityEventSchema), total: z.number().int() });
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

export const ActivityUsersSchema = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  /** Every action the app records (AUDIT_ACTIONS), in the table's order. */
  actions: z.array(z.enum(AUDIT_ACTION_CODES)),
});
export type ActivityUsers = z.infer<typeof ActivityUsersSchema>;
