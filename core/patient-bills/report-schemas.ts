import { z } from 'zod';
import { calendarDate, DATE_RANGES } from '../validation/calendar-date.ts';

export const CollectionsQuerySchema = z.object({
  from: calendarDate(DATE_RANGES.query),
  to: calendarDate(DATE_RANGES.query),
  /**
   * 'true' lists every concession and refund of the period (up to 5,000 each: the CSV and the
   * printout); otherwise the first REPORT_LIST_ROWS of each, with their totals.
   */
  full: z.enum(['true', 'false']).optional(),
});

/** How many concessions and refunds the on-screen report lists (their totals count them all). */
export const REPORT_LIST_ROWS = 100;
export const REPORT_FULL_ROWS = 5000;
export type CollectionsQuery = z.infer<typeof CollectionsQuerySchema>;

const Amount = z.string();

/**
 * The centre's billing report for a period: what came in by mode and by who took it, the
 * concessions and refunds with their reasons, revenue by study type and referrer, and the dues
 * still open today by age. All sums exact rupees ("1500.00").
 */
export const CollectionsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  byMode: z.array(z.object({ mode: z.string(), received: Amount, refunded: Amount, net: Amount })),
  byUser: z.array(z.object({ user: z.string(), received: Amount })),
  /** Takings by front-desk counter and mode: what each counter's day-end closing expects. */
  byCounter: z.array(
    z.object({ counter: z.string(), mode: z.string(), received: Amount, refunded: Amount, net: Amount }),
  ),
  concessions: z.array(
    z.object({ billNumber: z.string(), billDate: z.string(), amount: Amount, reason: z.string(), status: z.string() }),
  ),
  refunds: z.array(
    z.object({
      noteNumber: z.string(),
      billNumber: z.string(),
      date: z.string(),
      amount: Amount,
      refund: Amount,
      reason: z.string(),
    }),
  ),
  /** Every concession and refund of the period, however many are listed above. */
  concessionsTotal: z.object({ count: z.number(), amount: Amount }),
  refundsTotal: z.object({ count: z.number(), amount: Amount, refund: Amount }),
  revenueByStudyType: z.array(z.object({ item: z.string(), quantity: z.number(), amount: Amount })),
  revenueByReferrer: z.array(
    z.object({
      referrer: z.string(),
      bills: z.number(),
      amount: Amount,
      /** Median hours from bill to finalized report, for the studies these bills paid for. */
      medianTurnaroundHours: z.number().nullable(),
    }),
  ),
  duesAgeing: z.object({ d0to30: Amount, d31to60: Amount, d61to90: Amount, over90: Amount }),
});
export type CollectionsReport = z.infer<typeof CollectionsReportSchema>;
