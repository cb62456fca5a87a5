/**
 * Follicle tracking over a cycle. Thresholds, not a score:
 * - Dominant follicle: 10 mm or more. Baerwald AR, Adams GP, Pierson RA. Ovarian antral
 *   folliculogenesis during the human menstrual cycle: a review. Hum Reprod Update 2012;18:73-91
 *   (the dominant follicle is selected at a diameter of about 10 mm, when its cohort regresses).
 * - Pre-ovulatory size: 18 mm or more, the size at which ovulation-induction cycles are usually
 *   triggered; printed as a count, never as advice to trigger.
 * Both are constants here so a clinic that reads them differently changes one line.
 */
export const DOMINANT_FOLLICLE_MM = 10;
export const PREOVULATORY_FOLLICLE_MM = 18;

export type OvarySide = 'right' | 'left';

export interface FollicleVisit {
  date: string;
  right: readonly number[];
  left: readonly number[];
}

export interface LeadingFollicle {
  side: OvarySide;
  mm: number;
}

/** The largest follicle of a visit (right first when equal), or null with none measured. */
export function leadingFollicle(visit: Pick<FollicleVisit, 'right' | 'left'>): LeadingFollicle | null {
  const right = Math.max(0, ...visit.right);
  const left = Math.max(0, ...visit.left);
  if (right === 0 && left === 0) return null;
  return right >= left ? { side: 'right', mm: right } : { side: 'left', mm: left };
}

export const countAtLeast = (sizes: readonly number[], mm: number) => sizes.filter((size) => size >= mm).length;

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * Growth of this visit's leading follicle since the previous visit, mm per day (one decimal), or
 * null. It is compared with the largest follicle of the same ovary at that visit, never with the
 * other ovary's (issue 30): a right 16 mm then a left 18 mm are two follicles, not 2 mm of growth.
 * The sizes carry no follicle labels, so within one ovary the largest is taken to be the same
 * follicle, which holds for a dominant follicle until it ruptures.
 */
export function leadingGrowthPerDay(previous: FollicleVisit | undefined, visit: FollicleVisit): number | null {
  if (!previous) return null;
  const now = leadingFollicle(visit);
  if (!now) return null;
  const before = Math.max(0, ...previous[now.side]);
  const days = daysBetween(previous.date, visit.date);
  if (before === 0 || days <= 0) return null;
  return Math.round(((now.mm - before) / days) * 10) / 10;
}
