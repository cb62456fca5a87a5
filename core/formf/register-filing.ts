import { z } from 'zod';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { FORM_F_MESSAGES } from './formf-messages.ts';
import { MONTH_PATTERN, registerDueDate } from './formf-register.ts';

export const FILING_MESSAGES = {
  filedOnInvalid: 'Enter the date the report was filed',
  filedOnFuture: 'The filing date cannot be in the future',
  filedOnBeforeMonth: 'A month’s report can only be filed after the month has ended',
  filedWithRequired: 'Enter the authority the report was filed with',
  referenceRequired: 'Enter the reference or acknowledgement number',
  monthInvalid: 'Month must be given as YYYY-MM',
} as const;

// Printable text only: no NUL or other control characters reach the database.
const line = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, 'Text is too long')
    .regex(/^[^\p{Cc}]*$/u, 'Text contains characters that are not allowed');

/** Recording that a month's report (Rule 9(8)) was filed with the Appropriate Authority. */
export const RegisterFilingInputSchema = z.object({
  filedOn: z
    .string({ error: FILING_MESSAGES.filedOnInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, FILING_MESSAGES.filedOnInvalid)
    .refine((day) => isCalendarDay(day), FILING_MESSAGES.filedOnInvalid),
  /** The authority's name is screened like any name that is kept and printed (issue 29 §1). */
  filedWith: fetalSexGuard('person', FORM_F_MESSAGES.fetalSexText)(line(200, FILING_MESSAGES.filedWithRequired)),
  referenceNumber: line(100, FILING_MESSAGES.referenceRequired),
});
export type RegisterFilingInput = z.infer<typeof RegisterFilingInputSchema>;

export const RegisterFilingSchema = z.object({
  month: z.string(),
  filedOn: z.string(),
  filedWith: z.string(),
  referenceNumber: z.string(),
  recordedByName: z.string(),
  recordedAt: z.string(),
});
export type RegisterFiling = z.infer<typeof RegisterFilingSchema>;

export const RegisterFilingStateSchema = z.object({
  month: z.string(),
  dueDate: z.string(),
  filing: RegisterFilingSchema.nullable(),
});
export type RegisterFilingState = z.infer<typeof RegisterFilingStateSchema>;

/** The month's report still to be recorded as filed, for the dashboard's warning. */
export const PendingFilingSchema = z.object({
  month: z.string().nullable(),
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
});
export type PendingFiling = z.infer<typeof PendingFilingSchema>;

export const MonthParamsSchema = z.object({
  month: z.string().regex(MONTH_PATTERN, FILING_MESSAGES.monthInvalid),
});

export function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 2000 || y > 2999) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** YYYY-MM of the month before the one `day` (YYYY-MM-DD) falls in. */
export function previousMonth(day: string): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  return `${py}-${String(pm).padStart(2, '0')}`;
}

/**
 * Which month's report the dashboard warns about on `today` (the clinic's calendar day): from
 * the 1st, last month's, until it is recorded as filed; none for a month before the clinic
 * joined (it kept no register with us then). `overdue` once the 5th has passed.
 */
export function pendingFiling(
  today: string,
  clinicFirstMonth: string,
  filedMonths: ReadonlySet<string>,
): PendingFiling {
  const month = previousMonth(today);
  if (month < clinicFirstMonth || filedMonths.has(month)) return { month: null, dueDate: null, overdue: false };
  const dueDate = registerDueDate(month);
  return { month, dueDate, overdue: today > dueDate };
}

/**
 * Last month's filing as the centres table shows it: filed or not, or null when nothing was due
 * because the clinic or centre did not exist yet (issue 28: a centre made today read "Last month
 * not filed"). The same rule as the dashboard's warning above.
 */
export function lastMonthFiling(today: string, clinicFirstMonth: string, filed: boolean): boolean | null {
  return previousMonth(today) < clinicFirstMonth ? null : filed;
}

/** A filing date is valid on or after the 1st of the next month and not after today. */
export function filingDateProblem(month: string, filedOn: string, today: string): string | null {
  if (filedOn > today) return FILING_MESSAGES.filedOnFuture;
  const firstOfNext = `${registerDueDate(month).slice(0, 8)}01`;
  if (filedOn < firstOfNext) return FILING_MESSAGES.filedOnBeforeMonth;
  return null;
}

export type RegisterReminderKind = 'register_first' | 'register_second';

/**
 * The e-mail reminder about last month's register (Rule 9(8): due by the 5th) that is due on
 * `today` (the clinic's calendar day): the first on the 1st, the second on the 4th. A sweep that
 * runs late still sends the first on the 2nd or 3rd and the second on the 5th; after the 5th the
 * dashboard's overdue warning takes over.
 */
export function dueRegisterReminder(today: string): { kind: RegisterReminderKind; month: string } | null {
  const day = Number(today.slice(8, 10));
  if (day >= 1 && day <= 3) return { kind: 'register_first', month: previousMonth(today) };
  if (day === 4 || day === 5) return { kind: 'register_second', month: previousMonth(today) };
  return null;
}
