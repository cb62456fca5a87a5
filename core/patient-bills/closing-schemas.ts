import { z } from 'zod';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { calendarDate, DATE_RANGES } from '../validation/calendar-date.ts';
import { multilineText } from '../validation/text-rules.ts';
import { BILL_MESSAGES as M } from './bill-messages.ts';
import { counterName, reasonText } from './bill-schemas.ts';
import { rupeesAsPaise } from './money-fields.ts';

export const DayClosingCreateSchema = z.object({
  date: calendarDate(DATE_RANGES.past),
  countedCash: rupeesAsPaise({ allowZero: true }),
  counter: counterName(),
  note: fetalSexGuard(
    'note',
    M.fetalSexText,
  )(
    multilineText()
      .trim()
      .max(500, M.textTooLong)
      .nullish()
      .transform((v) => v || null),
  ),
});
export type DayClosingCreate = z.output<typeof DayClosingCreateSchema>;

export const DayClosingReopenSchema = z.object({ reason: reasonText(M.reopenReasonRequired) });

/** Net takings by mode (receipts less refunds), exact rupees. */
const ByMode = z.record(z.string(), z.string());

export const DayClosingSchema = z.object({
  id: z.string(),
  date: z.string(),
  counter: z.string(),
  expected: ByMode,
  counted: z.string(),
  variance: z.string(),
  note: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedAt: z.string(),
  reopenedAt: z.string().nullable(),
});
export type DayClosing = z.infer<typeof DayClosingSchema>;

export const DayClosingListQuerySchema = z.object({
  from: calendarDate(DATE_RANGES.query).optional(),
  to: calendarDate(DATE_RANGES.query).optional(),
});
