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
  /** The follicle's identity, kept visit to visit: R1 is the first right follicle listed (issue 30). */
  label: string;
}

/**
 * A follicle's identity: its ovary and its place in that ovary's list. The sonologist lists each
 * ovary's follicles in the same order at every visit (R1, R2, …; a new one at the end), so the same
 * label is the same follicle across visits, whichever is largest that day.
 */
export const follicleLabel = (side: OvarySide, index: number) => `${side === 'right' ? 'R' : 'L'}${index + 1}`;

function largestOf(sizes: readonly number[], side: OvarySide): LeadingFollicle | null {
  let best: LeadingFollicle | null = null;
  sizes.forEach((mm, index) => {
    if (mm > 0 && (!best || mm > best.mm)) best = { side, mm, label: follicleLabel(side, index) };
  });
  return best;
}

/** The largest follicle of a visit (right first when equal), or null with none measured. */
export function leadingFollicle(visit: Pick<FollicleVisit, 'right' | 'left'>): LeadingFollicle | null {
  const right = largestOf(visit.right, 'right');
  const left = largestOf(visit.left, 'left');
  if (!right || !left) return right ?? left;
  return right.mm >= left.mm ? right : left;
}

export const countAtLeast = (sizes: readonly number[], mm: number) => sizes.filter((size) => size >= mm).length;

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The size of one labelled follicle at a visit, or null when it was not listed. */
function sizeAt(visit: Pick<FollicleVisit, 'right' | 'left'>, side: OvarySide, index: number): number | null {
  return visit[side][index] ?? null;
}

/**
 * Growth of this visit's leading follicle since the previous visit, mm per day (one decimal), or
 * null. It is compared with the same follicle (same ovary, same label) at that visit, never with
 * the largest of that day (issue 30 item 10): a right 16 mm then a left 18 mm are two follicles,
 * and R1 14 mm, R2 12 mm then R1 14.5 mm, R2 16 mm is R2 growing 2 mm a day, not 1.
 */
export function leadingGrowthPerDay(previous: FollicleVisit | undefined, visit: FollicleVisit): number | null {
  if (!previous) return null;
  const now = leadingFollicle(visit);
  if (!now) return null;
  const before = sizeAt(previous, now.side, Number(now.label.slice(1)) - 1);
  const days = daysBetween(previous.date, visit.date);
  if (!before || days <= 0) return null;
  return Math.round(((now.mm - before) / days) * 10) / 10;
}

/** One labelled follicle through the cycle: its size at each visit (null where it was not listed). */
export interface FollicleTrack {
  label: string;
  side: OvarySide;
  sizes: (number | null)[];
}

/** Every follicle by its label across the visits, right ovary first (the print's per-follicle table). */
export function followFollicles(visits: readonly Pick<FollicleVisit, 'right' | 'left'>[]): FollicleTrack[] {
  return (['right', 'left'] as const).flatMap((side) => {
    const count = Math.max(0, ...visits.map((visit) => visit[side].length));
    return Array.from({ length: count }, (_, index) => ({
      label: follicleLabel(side, index),
      side,
      sizes: visits.map((visit) => sizeAt(visit, side, index)),
    }));
  });
}
