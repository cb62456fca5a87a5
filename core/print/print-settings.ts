import { z } from 'zod';

/**
 * How a clinic prints reports and receipts (issue 19 §4): on plain paper with our clinic header,
 * or on its own pre-printed letterhead, where the header is left out and the text keeps clear of
 * the printed top and bottom bands.
 */
export const PRINT_LAYOUTS = ['plain', 'letterhead'] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];

/** Bands a letterhead may take, in millimetres: at least the page margin, at most a third of A4. */
export const LETTERHEAD_LIMITS = { topMm: { min: 15, max: 100 }, bottomMm: { min: 15, max: 80 } } as const;

export const PRINT_SETTINGS_MESSAGES = {
  layout: 'Choose plain paper or letterhead',
  topMm: `Top margin must be a whole number of millimetres from ${LETTERHEAD_LIMITS.topMm.min} to ${LETTERHEAD_LIMITS.topMm.max}`,
  bottomMm: `Bottom margin must be a whole number of millimetres from ${LETTERHEAD_LIMITS.bottomMm.min} to ${LETTERHEAD_LIMITS.bottomMm.max}`,
  bilingualHeadings: 'Choose whether report headings also print in the patient’s language',
} as const;

const millimetres = (limits: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int({ error: message }).min(limits.min, { error: message }).max(limits.max, {
    error: message,
  });

export const PrintSettingsSchema = z.object({
  layout: z.enum(PRINT_LAYOUTS, { error: PRINT_SETTINGS_MESSAGES.layout }),
  letterheadTopMm: millimetres(LETTERHEAD_LIMITS.topMm, PRINT_SETTINGS_MESSAGES.topMm),
  letterheadBottomMm: millimetres(LETTERHEAD_LIMITS.bottomMm, PRINT_SETTINGS_MESSAGES.bottomMm),
  /**
   * Issue 34: the report stays English, its section headings add the patient's paper language
   * ("Impression / निष्कर्ष"). Absent keeps English only, so a caller from before the setting
   * saves what it always did.
   */
  bilingualHeadings: z.boolean({ error: PRINT_SETTINGS_MESSAGES.bilingualHeadings }).default(false),
});
export type PrintSettings = z.infer<typeof PrintSettingsSchema>;

/** Until a clinic chooses: plain paper, bands that suit most Indian letterheads, English headings. */
export const DEFAULT_PRINT_SETTINGS: PrintSettings = {
  layout: 'plain',
  letterheadTopMm: 40,
  letterheadBottomMm: 25,
  bilingualHeadings: false,
};

/** The page margins (mm) of the spec's A4 sheet, and the letterhead's bands when it is used. */
export const PAGE_MARGIN_MM = 15;

export function pageMarginsMm(settings: PrintSettings): { top: number; bottom: number; side: number } {
  if (settings.layout === 'plain') return { top: PAGE_MARGIN_MM, bottom: PAGE_MARGIN_MM, side: PAGE_MARGIN_MM };
  return { top: settings.letterheadTopMm, bottom: settings.letterheadBottomMm, side: PAGE_MARGIN_MM };
}
