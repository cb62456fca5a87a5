/** A concession as asked: an amount in paise, or a percent of the bill (two decimals at most). */
export type ConcessionAsked = { amountPaise: number } | { percent: number };

/** The concession in paise: a percent is rounded half up to the paisa, in integers. */
export function concessionPaise(grossPaise: number, asked: ConcessionAsked | null): number {
  if (!asked) return 0;
  if ('amountPaise' in asked) return asked.amountPaise;
  const hundredths = Math.round(asked.percent * 100);
  return Math.floor((grossPaise * hundredths + 5000) / 10000);
}

/**
 * Whether the concession needs an administrator: above `limitPercent` of the bill. Compared in
 * integers (concession × 100 > gross × limit), so 10% of ₹333 is not lost to rounding.
 */
export function concessionNeedsApproval(grossPaise: number, concession: number, limitPercent: number): boolean {
  return concession * 100 > grossPaise * limitPercent;
}
