import { z } from 'zod';
import { PAYMENT_MESSAGES as M } from '../messages.ts';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { DATE_RANGES, isDayInRange } from '../validation/calendar-date.ts';
import { multilineText, text } from '../validation/text-rules.ts';

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'upi', 'card'] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cash: 'Cash',
  bank_transfer: 'Bank Transfer',
  upi: 'UPI',
  card: 'Card',
};

/** numeric(10,2): up to 99,999,999.99. */
const MAX_PAISE = 9_999_999_999;

/**
 * The amount arrives as a number (spec §7) and is turned into exact decimal text here, so it is
 * never summed or stored as a float. More than two decimals is refused, not rounded.
 */
const AmountSchema = z.union([z.number(), text()], { error: M.amountRequired }).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: M.amountRequired });
    return z.NEVER;
  }
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: /^\d+\.\d{3,}$/.test(text) ? M.amountSteps : M.amountPositive });
    return z.NEVER;
  }
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0');
  if (paise <= 0) {
    ctx.addIssue({ code: 'custom', message: M.amountPositive });
    return z.NEVER;
  }
  if (paise > MAX_PAISE) {
    ctx.addIssue({ code: 'custom', message: M.amountTooLarge });
    return z.NEVER;
  }
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
});

const optionalText = (max: number, message: string) =>
  multilineText()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

export const PaymentCreateSchema = z.object({
  patientId: z.uuid({ error: M.patientRequired }),
  amount: AmountSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: M.methodRequired }),
  paymentDate: text({ error: M.dateRequired })
    .trim()
    .min(1, M.dateRequired)
    .refine((v) => isDayInRange(v, DATE_RANGES.past), M.dateInvalid),
  reportId: z.uuid().nullish(),
  // PC-PNDT: both print on the receipt (core/pcpndt/pcpndt-text.ts); "received by" is a person's name.
  notes: fetalSexGuard('note', M.fetalSexText)(optionalText(500, M.notesTooLong)),
  receivedBy: fetalSexGuard('name', M.fetalSexText)(optionalText(100, M.receivedByTooLong)),
});
export type PaymentCreateInput = z.input<typeof PaymentCreateSchema>;
export type PaymentCreate = z.output<typeof PaymentCreateSchema>;

export const PaymentSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  patientCode: z.string(),
  /** Her papers' language (patients.language, a PAPER_LOCALES code); null prints English only. */
  patientLanguage: z.string().nullable(),
  reportId: z.string().nullable(),
  reportCode: z.string().nullable(),
  /** Exact decimal rupees as text, e.g. "1500.50". */
  amount: z.string(),
  paymentMethod: z.string(),
  paymentDate: z.string(),
  notes: z.string().nullable(),
  receivedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * The payments list is paged for everyone (issue 28: it was every payment of the clinic at once).
 * `scope` says what the caller may see: `all` of the clinic's payments (roles that see revenue),
 * or `today-and-own` (receptionists: today's payments and the ones they recorded themselves).
 */
export const PAYMENT_PAGE_SIZE = 20;
export const PaymentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  patientId: z.uuid().optional(),
});
export type PaymentListQuery = z.infer<typeof PaymentListQuerySchema>;

export const PaymentPageSchema = z.object({
  payments: z.array(PaymentSchema),
  total: z.number(),
  totalPages: z.number(),
  page: z.number(),
  scope: z.enum(['all', 'today-and-own']),
});
export type PaymentPage = z.infer<typeof PaymentPageSchema>;

export const PaymentSummarySchema = z.object({
  today: z.string(),
  thisMonth: z.string(),
  total: z.string(),
  pendingReports: z.number(),
});
