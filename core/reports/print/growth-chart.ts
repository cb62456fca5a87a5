import { EFW_CENTILE_WEEKS, hadlockMedianWeight } from '../../scoring/efw-centile.ts';
import type { GrowthPoint } from '../templates/advanced/growth-follow-up.ts';

/**
 * A growth chart as data (drawn as SVG by the web's print page and panel): the Hadlock 1991
 * 10th, 50th and 90th centile curves (the paper's 10th and 90th are the median × 0.83 and × 1.17)
 * over the weeks the scans span, and the scans themselves.
 */
export interface GrowthChart {
  fromWeek: number;
  toWeek: number;
  maxGrams: number;
  curves: { label: string; points: [number, number][] }[];
  scans: { weeks: number; grams: number; current: boolean }[];
}

const CURVES = [
  ['10th', 0.83],
  ['50th', 1],
  ['90th', 1.17],
] as const;

export function growthChart(points: readonly GrowthPoint[]): GrowthChart | null {
  if (points.length === 0) return null;
  const weeks = points.map((point) => point.gaDays / 7);
  const fromWeek = Math.max(EFW_CENTILE_WEEKS.min, Math.floor(Math.min(...weeks)) - 2);
  const toWeek = Math.min(EFW_CENTILE_WEEKS.max, Math.ceil(Math.max(...weeks)) + 2);
  if (fromWeek >= toWeek) return null;
  const span = Array.from({ length: toWeek - fromWeek + 1 }, (_, i) => fromWeek + i);
  const top = Math.max(hadlockMedianWeight(toWeek) * 1.17, ...points.map((point) => point.efwGrams));
  return {
    fromWeek,
    toWeek,
    maxGrams: Math.ceil(top / 500) * 500,
    curves: CURVES.map(([label, factor]) => ({
      label,
      points: span.map((week): [number, number] => [week, Math.round(hadlockMedianWeight(week) * factor)]),
    })),
    scans: points.map((point, index) => ({
      weeks: point.gaDays / 7,
      grams: point.efwGrams,
      current: index === points.length - 1,
    })),
  };
}
