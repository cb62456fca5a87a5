import { z } from 'zod';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { STUDY_TYPES } from '../studies/study-schemas.ts';
import { calendarDate, DATE_RANGES } from '../validation/calendar-date.ts';
import { text } from '../validation/text-rules.ts';
import { BILL_MESSAGES as M } from './bill-messages.ts';
import { rupeesAsPaise } from './money-fields.ts';

export const FEE_ITEM_KINDS = ['study', 'template', 'add-on', 'package'] as const;
export const FEE_ITEM_KIND_LABELS: Record<(typeof FEE_ITEM_KINDS)[number], string> = {
  study: 'Study',
  template: 'Template',
  'add-on': 'Add-on',
  package: 'Package',
};

/** GSTIN: 2-digit state, PAN (5 letters, 4 digits, 1 letter), entity, 'Z', check character. */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

// Names print on bills and receipts: screened like every printed free text (PC-PNDT). A service's
// name is a label, not a person's: "Boy or girl scan" is refused as in a template (issue 29 §1).
const printedName = (max: number) =>
  fetalSexGuard(
    'label',
    M.fetalSexText,
  )(text({ error: M.feeItemNameRequired }).trim().min(1, M.feeItemNameRequired).max(max, M.textTooLong));

export const FeeItemInputSchema = z.object({
  /** Present for an item already on the list; absent adds one. */
  id: z.uuid().optional(),
  name: printedName(120),
  kind: z.enum(FEE_ITEM_KINDS),
  studyType: z
    .enum(STUDY_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  includes: fetalSexGuard(
    'note',
    M.fetalSexText,
  )(
    text()
      .trim()
      .max(300, M.textTooLong)
      .nullish()
      .transform((v) => v || null),
  ),
  price: rupeesAsPaise({ allowZero: true }),
  /** From when a changed price applies (the clinic's today when absent); old bills keep theirs. */
  effectiveFrom: calendarDate(DATE_RANGES.nearFuture).optional(),
  active: z.boolean().default(true),
});

export const FeeListUpdateSchema = z
  .object({
    items: z.array(FeeItemInputSchema).max(500),
    concessionLimitPercent: z.number().int().min(0).max(100).optional(),
    gstin: text()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || GSTIN.test(v), M.gstinInvalid)
      .nullish()
      .transform((v) => v || null),
    /** The centre's front-desk counters; left out keeps them as they are. */
    counters: z
      // A counter's name prints on receipts and closings, so it is guarded like any label.
      .array(fetalSexGuard('name', M.fetalSexText)(text().trim().min(1, M.counterUnknown).max(40, M.counterUnknown)))
      .max(20)
      .refine((names) => new Set(names.map((n) => n.toLowerCase())).size === names.length, M.counterDuplicate)
      .optional(),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.items.forEach((item, i) => {
      const key = item.name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['items', i, 'name'], message: M.feeItemNameDuplicate });
      seen.add(key);
    });
  });
export type FeeListUpdate = z.output<typeof FeeListUpdateSchema>;
export type FeeListUpdateInput = z.input<typeof FeeListUpdateSchema>;

export const FeeItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(FEE_ITEM_KINDS),
  studyType: z.string().nullable(),
  includes: z.string().nullable(),
  active: z.boolean(),
  /** Today's price, exact rupees ("1500.00"). */
  price: z.string(),
  /** A price change dated after today, if one is set. */
  nextPrice: z.object({ price: z.string(), effectiveFrom: z.string() }).nullable(),
});
export type FeeItem = z.infer<typeof FeeItemSchema>;

export const FeeListSchema = z.object({
  items: z.array(FeeItemSchema),
  concessionLimitPercent: z.number(),
  gstin: z.string().nullable(),
  /** The counters a payment, refund or closing may name ('main' when the centre set none). */
  counters: z.array(z.string()),
});
export type FeeList = z.infer<typeof FeeListSchema>;
