import { formatPaise, rupeesToPaise, withoutDigitGrouping } from '../../../../core/format/inr.ts';
import type { BillCreateInput } from '../../../../core/patient-bills/bill-schemas.ts';
import { concessionNeedsApproval, concessionPaise } from '../../../../core/patient-bills/concession.ts';

/** A line the front desk is adding, priced from today's fee list (the server prices it again). */
export interface DraftLine {
  feeItemId: string;
  name: string;
  unitPaise: number;
  quantity: number;
}

export interface DraftConcession {
  mode: 'amount' | 'percent';
  /** As typed: rupees or a percent. */
  value: string;
  reason: string;
}

export const NO_CONCESSION: DraftConcession = { mode: 'amount', value: '', reason: '' };

/**
 * Rupee text as integer paise ("1,500" as the server reads it), or null when it is not an amount
 * (the server says why on save).
 */
export function paiseOf(text: string): number | null {
  const paise = rupeesToPaise(withoutDigitGrouping(text.trim()));
  return paise === null || paise < 0n ? null : Number(paise);
}

export interface DraftTotals {
  gross: number;
  concession: number;
  total: number;
  /** Over the centre's limit: the bill waits for an administrator before it takes money. */
  needsApproval: boolean;
}

/** What the bill will come to, in paise, with the same rounding the server uses (core/patient-bills). */
export function draftTotals(
  lines: readonly DraftLine[],
  concession: DraftConcession,
  limitPercent: number,
): DraftTotals {
  const gross = lines.reduce((sum, line) => sum + line.unitPaise * line.quantity, 0);
  const asked = askedConcession(concession);
  const off = Math.min(gross, concessionPaise(gross, asked));
  return {
    gross,
    concession: off,
    total: gross - off,
    needsApproval: off > 0 && concessionNeedsApproval(gross, off, limitPercent),
  };
}

function askedConcession(concession: DraftConcession): { amountPaise: number } | { percent: number } | null {
  if (concession.value.trim() === '') return null;
  if (concession.mode === 'amount') {
    const paise = paiseOf(concession.value);
    return paise ? { amountPaise: paise } : null;
  }
  const percent = Number(concession.value);
  return Number.isFinite(percent) && percent > 0 ? { percent } : null;
}

/** The POST /api/bills body: the concession is sent as typed, so the server's messages apply to it. */
export function billBody(patientId: string, lines: readonly DraftLine[], concession: DraftConcession): BillCreateInput {
  const value = concession.value.trim();
  return {
    patientId,
    lines: lines.map((line) => ({ feeItemId: line.feeItemId, quantity: line.quantity })),
    concession:
      value === '' && concession.reason.trim() === ''
        ? null
        : {
            ...(concession.mode === 'amount' ? { amount: value } : { percent: Number(value) }),
            reason: concession.reason,
          },
  };
}

/** Adds an item, or one more of it when it is already on the bill. */
export function addLine(lines: readonly DraftLine[], item: Omit<DraftLine, 'quantity'>): DraftLine[] {
  const present = lines.find((line) => line.feeItemId === item.feeItemId);
  if (!present) return [...lines, { ...item, quantity: 1 }];
  return lines.map((line) => (line === present ? { ...line, quantity: Math.min(99, line.quantity + 1) } : line));
}

export const rupeesText = (paise: number) => formatPaise(paise);
