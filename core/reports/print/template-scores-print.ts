import { formatIsoDay } from '../../format/dates.ts';
import { formatDayCount, formatWeeksDays } from '../../obstetrics/lmp.ts';
import { EFW_CENTILE_WEEKS, EXTRAPOLATED_NOTE } from '../../scoring/efw-centile.ts';
import { follicleLabel } from '../../scoring/follicle-tracking.ts';
import type { Report } from '../report-schemas.ts';
import { type BiradsScores, BREAST_SIDES } from '../templates/advanced/breast-birads.ts';
import type { DopplerScores } from '../templates/advanced/fetal-doppler.ts';
import { type FirstTrimesterScores, NASAL_BONE } from '../templates/advanced/first-trimester-dating.ts';
import { ENDOMETRIAL_PATTERNS, type FollicularScores } from '../templates/advanced/follicular-monitoring.ts';
import type { GrowthScores } from '../templates/advanced/growth-follow-up.ts';
import { NODULE_SITES, type TiradsScores } from '../templates/advanced/thyroid-tirads.ts';
import { type GrowthChart, growthChart } from './growth-chart.ts';

/** An advanced template's scores as printed: a titled term/value table, its source and a note. */
export interface ScoresPrint {
  title: string;
  rows: readonly (readonly [string, string])[];
  source: string;
  note: string | null;
  /** A growth follow-up's serial EFWs on the Hadlock curves (the web draws it; the PDF prints the rows). */
  chart?: GrowthChart | null;
}

/**
 * The scores the server computed and stored with the report (never recomputed for printing, so
 * the print is what was signed), for the print page and the PDF alike.
 */
export function templateScoresPrint(report: Report): ScoresPrint | null {
  const scores = report.templateScores;
  if (!scores) return null;
  if (report.templateId === 'thyroid-tirads') return tiradsPrint(scores as unknown as TiradsScores);
  if (report.templateId === 'first-trimester-dating')
    return datingPrint(scores as unknown as FirstTrimesterScores, report.computed.dating);
  if (report.templateId === 'fetal-doppler') return dopplerPrint(scores as unknown as DopplerScores);
  if (report.templateId === 'follicular-monitoring') return follicularPrint(scores as unknown as FollicularScores);
  if (report.templateId === 'growth-follow-up') return growthPrint(scores as unknown as GrowthScores);
  if (report.templateId === 'breast-birads') return biradsPrint(scores as unknown as BiradsScores);
  return null;
}

function tiradsPrint(scores: TiradsScores): ScoresPrint | null {
  if (scores.nodules.length === 0) return null;
  return {
    title: 'ACR TI-RADS Nodule Assessment',
    rows: scores.nodules.map((nodule, index) => [
      `Nodule ${index + 1}: ${NODULE_SITES[nodule.site]}, ${nodule.maxDiameterCm} cm`,
      `${nodule.levelLabel} (${nodule.points} points). ${nodule.description}. ${nodule.adviceText}`,
    ]),
    source: scores.source,
    note: null,
  };
}

/**
 * The CRL's own figures, and the report's one dating decision (issue 30): "EDD (as dated)" is the
 * EDD the obstetric block prints, whatever the scores stored when it was scored.
 */
function datingPrint(scores: FirstTrimesterScores, dating: Report['computed']['dating']): ScoresPrint {
  const lmp = dating
    ? dating.rule
    : scores.lmpDifferenceDays === null
      ? 'No LMP recorded: dated by the scan'
      : `${formatDayCount(Math.abs(scores.lmpDifferenceDays))} apart (re-dating limit ${formatDayCount(scores.redatingThresholdDays)}): ${
          scores.datedBy === 'lmp' ? 'LMP dating retained' : 're-dated by the scan'
        }`;
  const rows: [string, string][] = [
    ['Crown-rump length', `${scores.crlMm} mm`],
    ['Gestational age by CRL', `${formatWeeksDays(scores.gaWeeks, scores.gaDays)} (${scores.method})`],
    ['EDD by scan', formatIsoDay(scores.crlEdd)],
    ['Agreement with LMP', lmp],
    ['EDD (as dated)', formatIsoDay(dating?.edd ?? scores.edd)],
  ];
  if (scores.windowNote) rows.push(['CRL window', scores.windowNote]);
  if (scores.nt) rows.push(['Nuchal translucency', `${scores.nt.mm} mm: ${scores.nt.note}`]);
  rows.push(['Nasal bone', NASAL_BONE[scores.nasalBone]]);
  if (scores.fetalHeartRateBpm) rows.push(['Fetal heart rate', `${scores.fetalHeartRateBpm} bpm`]);
  return {
    title: 'First Trimester Dating',
    rows,
    source: scores.source,
    note: 'No screening risk is calculated in this report.',
  };
}

function dopplerPrint(scores: DopplerScores): ScoresPrint {
  return {
    title: `Fetal Doppler at ${formatWeeksDays(scores.gaWeeks, scores.gaDays)}`,
    rows: scores.rows.map((row) => [
      row.label,
      `${row.value}${row.flag ? ' (flagged)' : ''}: ${row.note}${
        row.expected !== null && row.centile !== null ? `; median ${row.expected}` : ''
      }`,
    ]),
    source: scores.source,
    note: 'Centiles for the gestational age stated; flagged below the 5th or above the 95th centile.',
  };
}

/** Lesions first, then each breast's category as the radiologist chose it, with its management. */
function biradsPrint(scores: BiradsScores): ScoresPrint {
  const lesionRows = scores.lesions.map((lesion, index): [string, string] => [
    `Lesion ${index + 1}: ${BREAST_SIDES[lesion.side]}, ${lesion.location}, ${lesion.sizeMm} mm`,
    `${lesion.description}.`,
  ]);
  const breastRows = scores.breasts.map((breast): [string, string] => [
    `${BREAST_SIDES[breast.side]}: assessment`,
    `${breast.label}. ${breast.management}${
      breast.reason ? ` Category below the described features: ${breast.reason}` : ''
    }`,
  ]);
  return {
    title: 'ACR BI-RADS Assessment (Ultrasound)',
    rows: [...lesionRows, ...breastRows],
    source: scores.source,
    note: "The category is the reporting radiologist's assessment.",
  };
}

/** Each follicle with its label (R1 18, R2 12 mm), the identity kept across visits (issue 30). */
const sizes = (list: readonly number[], side: 'right' | 'left') =>
  list.length ? `${list.map((mm, i) => `${follicleLabel(side, i)} ${mm}`).join(', ')} mm` : 'none';

/** One row per visit, in date order: the cycle printed as one report. */
function follicularPrint(scores: FollicularScores): ScoresPrint {
  return {
    title: `Follicular Monitoring (${scores.visits.length} visit${scores.visits.length === 1 ? '' : 's'})`,
    rows: scores.visits.map((visit, index) => {
      const leading = visit.leading
        ? `Leading ${visit.leading.label ? `${visit.leading.label} ` : ''}${visit.leading.mm} mm (${visit.leading.side})${
            visit.leadingGrowthMmPerDay === null ? '' : `, ${visit.leadingGrowthMmPerDay} mm/day`
          }; dominant: ${visit.dominantCount}`
        : 'No follicle measured';
      return [
        `Visit ${index + 1}: ${formatIsoDay(visit.date)}, day ${visit.cycleDay}`,
        `Right ovary: ${sizes(visit.right, 'right')}. Left ovary: ${sizes(visit.left, 'left')}. ${leading}. Endometrium ${
          visit.endometriumMm
        } mm, ${ENDOMETRIAL_PATTERNS[visit.endometrialPattern].toLowerCase()}.${
          visit.ovulationSigns ? ' Signs of ovulation.' : ''
        }`,
      ];
    }),
    source: scores.source,
    note: `Dominant follicle: ${scores.dominantThresholdMm} mm or more.`,
  };
}

const GROWTH_WORDS = { SGA: 'small for gestational age', AGA: 'appropriate', LGA: 'large for gestational age' };

/** The serial EFWs of this pregnancy, earlier scans first and this scan last, with the chart. */
function growthPrint(scores: GrowthScores): ScoresPrint {
  return {
    title: 'Fetal Growth: EFW Centiles (Hadlock 1991)',
    rows: scores.points.map((point) => {
      const ga = formatWeeksDays(Math.floor(point.gaDays / 7), point.gaDays % 7);
      const centile =
        point.centile === null
          ? `no centile outside ${EFW_CENTILE_WEEKS.min}-${EFW_CENTILE_WEEKS.max} weeks`
          : `centile ${point.centile} (${point.growth ? GROWTH_WORDS[point.growth] : ''}${
              point.extrapolated ? `; ${EXTRAPOLATED_NOTE}` : ''
            })`;
      return [
        `${formatIsoDay(point.date)}${point.reportId ? ` (${point.reportId})` : ' (this scan)'}`,
        `${ga}: EFW ${point.efwGrams.toLocaleString('en-IN')} g, ${centile}`,
      ];
    }),
    source: scores.source,
    note: scores.earlierNote,
    chart: growthChart(scores.points),
  };
}
