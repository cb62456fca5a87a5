import { z } from 'zod';
import { REPORT_MESSAGES as M } from '../messages.ts';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { text as oneLineText } from '../validation/text-rules.ts';

/**
 * A multiple pregnancy's fetuses (issue 30 item 6): one entry per fetus, Fetus A, B, ... Each
 * carries its own biometry, Doppler and presentation. The measurement keys (bpd, hc, ac, fl, crl,
 * nt, efw, afi, fhr) are the ones the DICOM structured-report import fills per fetus, so its
 * values fit here unchanged. A single-fetus report keeps the report's own fields instead.
 */
export const FETUS_LABELS = ['A', 'B', 'C', 'D'] as const;
export const MAX_FETUSES = FETUS_LABELS.length;

const measure = (max: number) => z.coerce.number().positive().max(max).nullish();

export const FETUS_MEASUREMENTS = {
  bpd: { label: 'BPD', unit: 'mm', max: 150 },
  hc: { label: 'HC', unit: 'mm', max: 500 },
  ac: { label: 'AC', unit: 'mm', max: 600 },
  fl: { label: 'FL', unit: 'mm', max: 120 },
  crl: { label: 'CRL', unit: 'mm', max: 120 },
  nt: { label: 'NT', unit: 'mm', max: 15 },
  efw: { label: 'EFW typed', unit: 'g', max: 6000 },
  afi: { label: 'AFI / DVP', unit: 'cm', max: 60 },
  fhr: { label: 'FHR', unit: 'bpm', max: 250 },
  uaPi: { label: 'Umbilical artery PI', unit: '', max: 10 },
  mcaPi: { label: 'MCA PI', unit: '', max: 10 },
} as const;
export type FetusMeasurement = keyof typeof FETUS_MEASUREMENTS;

export const FetusSchema = z.object({
  label: z.enum(FETUS_LABELS, { error: 'Fetus label must be A, B, C or D' }),
  bpd: measure(FETUS_MEASUREMENTS.bpd.max),
  hc: measure(FETUS_MEASUREMENTS.hc.max),
  ac: measure(FETUS_MEASUREMENTS.ac.max),
  fl: measure(FETUS_MEASUREMENTS.fl.max),
  crl: measure(FETUS_MEASUREMENTS.crl.max),
  nt: measure(FETUS_MEASUREMENTS.nt.max),
  efw: measure(FETUS_MEASUREMENTS.efw.max),
  afi: measure(FETUS_MEASUREMENTS.afi.max),
  fhr: measure(FETUS_MEASUREMENTS.fhr.max),
  uaPi: measure(FETUS_MEASUREMENTS.uaPi.max),
  mcaPi: measure(FETUS_MEASUREMENTS.mcaPi.max),
  /** Free text that reaches the print: screened for a fetal sex like every report text. */
  presentation: fetalSexGuard(
    'clinical',
    M.fetalSexText,
  )(
    oneLineText()
      .trim()
      .max(200, M.textTooLong)
      .nullish()
      .transform((v) => v || null),
  ),
});
export type Fetus = z.output<typeof FetusSchema>;

/** A stored fetus as the report answer carries it (plain types: the answer is not parsed again). */
export const FetusAnswerSchema = z.object({
  label: z.enum(FETUS_LABELS),
  presentation: z.string().nullable(),
  ...(Object.fromEntries(Object.keys(FETUS_MEASUREMENTS).map((key) => [key, z.number().nullish()])) as Record<
    FetusMeasurement,
    z.ZodOptional<z.ZodNullable<z.ZodNumber>>
  >),
});

export const CHORIONICITY = {
  monochorionic: 'Monochorionic',
  dichorionic: 'Dichorionic',
  trichorionic: 'Trichorionic',
  'not-determined': 'Not determined',
} as const;
export const AMNIONICITY = {
  monoamniotic: 'Monoamniotic',
  diamniotic: 'Diamniotic',
  triamniotic: 'Triamniotic',
  'not-determined': 'Not determined',
} as const;

const keysOf = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** The save fields of a multiple pregnancy, spread into the report's save schema. */
export const MultiplePregnancyFields = {
  fetuses: z
    .array(FetusSchema)
    .max(MAX_FETUSES, `At most ${MAX_FETUSES} fetuses`)
    .refine((list) => list.every((fetus, index) => fetus.label === FETUS_LABELS[index]), {
      error: 'Fetuses are labelled A, B, C, D in order',
    })
    .nullish(),
  chorionicity: z.enum(keysOf(CHORIONICITY), { error: 'Unknown chorionicity' }).nullish(),
  amnionicity: z.enum(keysOf(AMNIONICITY), { error: 'Unknown amnionicity' }).nullish(),
};

/** A report's fetuses when it records more than one; a single fetus is the report's own fields. */
export function multipleFetuses(report: { fetuses?: readonly Fetus[] | null }): readonly Fetus[] {
  return report.fetuses && report.fetuses.length > 1 ? report.fetuses : [];
}
