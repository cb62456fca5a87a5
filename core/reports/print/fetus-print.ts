import { formatIsoDay } from '../../format/dates.ts';
import { datedGaText, datingNeedsNote } from '../../obstetrics/dating-decision.ts';
import { formatWeeksDays } from '../../obstetrics/lmp.ts';
import { AMNIONICITY, CHORIONICITY, type Fetus, multipleFetuses } from '../fetuses.ts';
import type { ComputedFetus } from '../report-computed.ts';
import type { Report } from '../report-schemas.ts';
import { type GrowthChart, growthChart } from './growth-chart.ts';

/** One fetus of a multiple pregnancy as printed: its own table and its growth chart. */
export interface FetusPrint {
  title: string;
  rows: [string, string][];
  chart: GrowthChart | null;
}

const GROWTH_WORDS = { SGA: 'below the 10th centile', AGA: 'appropriate', LGA: 'above the 90th centile' } as const;

const withUnit = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? null : `${value}${unit ? ` ${unit}` : ''}`;
const daysText = (days: number) => formatWeeksDays(Math.floor(days / 7), days % 7);

/** "EFW centile" text at the dated age; null when there is no centile. */
export function centileText(fetus: Pick<ComputedFetus, 'efwCentile' | 'growth'>): string | null {
  if (fetus.efwCentile === null) return null;
  return `${fetus.efwCentile} (${fetus.growth ? GROWTH_WORDS[fetus.growth] : ''}; Hadlock 1991, at the dated age)`;
}

function piText(value: number | null | undefined, centile: number | null): string | null {
  if (!value) return null;
  return centile === null ? `${value}` : `${value} (centile ${centile})`;
}

function fetusRows(fetus: Fetus, computed: ComputedFetus | undefined): [string, string][] {
  const rows: [string, string | null][] = [
    ['Presentation', fetus.presentation],
    ['Biparietal Diameter (BPD)', withUnit(fetus.bpd, 'mm')],
    ['Head Circumference (HC)', withUnit(fetus.hc, 'mm')],
    ['Abdominal Circumference (AC)', withUnit(fetus.ac, 'mm')],
    ['Femur Length (FL)', withUnit(fetus.fl, 'mm')],
    ['Crown-Rump Length (CRL)', withUnit(fetus.crl, 'mm')],
    ['Nuchal Translucency (NT)', withUnit(fetus.nt, 'mm')],
    [
      'Gestational Age (biometry)',
      computed?.gaBiometryDays == null ? null : `${daysText(computed.gaBiometryDays)}, ${computed.gaBiometryMethod}`,
    ],
    [
      'Estimated Fetal Weight',
      computed?.efwGrams == null ? withUnit(fetus.efw, 'g') : `${computed.efwGrams} g (Hadlock Formula IV)`,
    ],
    ['EFW typed', computed?.efwGrams != null && fetus.efw ? `${fetus.efw} g` : null],
    ['EFW centile', computed ? centileText(computed) : null],
    ['Fetal Heart Rate', withUnit(fetus.fhr, 'bpm')],
    ['Liquor (AFI / DVP)', withUnit(fetus.afi, 'cm')],
    ['Umbilical Artery PI', piText(fetus.uaPi, computed?.uaPiCentile ?? null)],
    ['MCA PI', piText(fetus.mcaPi, computed?.mcaPiCentile ?? null)],
    ...(computed?.warnings ?? []).map((warning): [string, string] => ['Note', warning]),
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** Each fetus of a multiple pregnancy with its chart (this scan's EFW at the dated age). */
export function fetusPrints(report: Report): FetusPrint[] {
  const dating = report.computed.dating;
  return multipleFetuses(report).map((fetus) => {
    const computed = report.computed.fetuses.find((c) => c.label === fetus.label);
    const grams = computed?.efwGrams ?? fetus.efw ?? null;
    const chart =
      dating && grams ? growthChart([{ date: '', gaDays: dating.gaDays, efwGrams: grams, reportId: null }]) : null;
    return { title: `Fetus ${fetus.label}`, rows: fetusRows(fetus, computed), chart };
  });
}

/** "Yes: 2 fetuses, dichorionic diamniotic"; null when not recorded (never "No" by default). */
export function multiplePregnancyText(report: Report): string | null {
  if (report.multiplePregnancy === null) return null;
  if (!report.multiplePregnancy) return 'No';
  const count = report.fetuses?.length ?? 0;
  const kinds = [
    report.chorionicity ? CHORIONICITY[report.chorionicity as keyof typeof CHORIONICITY] : null,
    report.amnionicity ? AMNIONICITY[report.amnionicity as keyof typeof AMNIONICITY] : null,
  ].filter(Boolean);
  const parts = [count > 1 ? `${count} fetuses` : null, kinds.length ? kinds.join(' ').toLowerCase() : null].filter(
    Boolean,
  );
  return parts.length ? `Yes: ${parts.join(', ')}` : 'Yes';
}

/** The dating rows every print place shares: EDD and GA as dated, and the rule used. */
export function datingRows(report: Report): [string, string][] {
  const dating = report.computed.dating;
  if (!dating) {
    return report.expectedDeliveryDate ? [['EDD', formatIsoDay(report.expectedDeliveryDate)]] : [];
  }
  const rows: [string, string][] = [
    ['EDD (as dated)', formatIsoDay(dating.edd)],
    ['Gestational Age (as dated)', datedGaText(dating)],
  ];
  return datingNeedsNote(dating) ? [...rows, ['Dating', dating.rule]] : rows;
}
