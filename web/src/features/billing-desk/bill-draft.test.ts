import { describe, expect, it } from 'vitest';
import { addLine, billBody, type DraftLine, draftTotals, NO_CONCESSION, paiseOf } from './bill-draft.ts';

const scan = { feeItemId: 'scan', name: 'Anomaly scan', unitPaise: 150_000 };
const doppler = { feeItemId: 'doppler', name: 'Doppler', unitPaise: 80_000 };

describe('the front desk’s bill draft', () => {
  it('adds a line, or one more of an item already on the bill', () => {
    let lines: DraftLine[] = addLine([], scan);
    lines = addLine(lines, doppler);
    lines = addLine(lines, doppler);
    expect(lines.map((l) => [l.feeItemId, l.quantity])).toEqual([
      ['scan', 1],
      ['doppler', 2],
    ]);
  });

  it('totals in paise with a concession by amount or percent, and flags one over the centre’s limit', () => {
    const lines = [addLine([], scan)[0], { ...doppler, quantity: 1 }] as DraftLine[];
    expect(draftTotals(lines, NO_CONCESSION, 10)).toEqual({
      gross: 230_000,
      concession: 0,
      total: 230_000,
      needsApproval: false,
    });
    expect(draftTotals(lines, { mode: 'percent', value: '10', reason: 'Senior' }, 10)).toMatchObject({
      concession: 23_000,
      total: 207_000,
      needsApproval: false,
    });
    expect(draftTotals(lines, { mode: 'amount', value: '300.50', reason: 'Staff' }, 10)).toMatchObject({
      concession: 30_050,
      total: 199_950,
      needsApproval: true,
    });
    // Never below zero on screen; the server refuses a concession larger than the bill.
    expect(draftTotals(lines, { mode: 'amount', value: '5000', reason: 'x' }, 10).total).toBe(0);
  });

  it('sends the concession as typed with its reason, and none when nothing was typed', () => {
    const lines = addLine([], scan);
    expect(billBody('p', lines, NO_CONCESSION)).toEqual({
      patientId: 'p',
      lines: [{ feeItemId: 'scan', quantity: 1 }],
      concession: null,
    });
    expect(billBody('p', lines, { mode: 'percent', value: '10', reason: 'Senior' }).concession).toEqual({
      percent: 10,
      reason: 'Senior',
    });
    // A reason with no amount still goes, so the server's "one of" message reaches the person.
    expect(billBody('p', lines, { mode: 'amount', value: '', reason: 'Senior' }).concession).toEqual({
      amount: '',
      reason: 'Senior',
    });
  });

  it('reads money typed with commas as the portal prints it, and nothing else with a comma', () => {
    expect(paiseOf('1,500')).toBe(150_000);
    expect(paiseOf(' 1,23,456.50 ')).toBe(12_345_650);
    expect(paiseOf('1,5')).toBeNull();
    const lines = [addLine([], scan)[0]] as DraftLine[];
    expect(draftTotals(lines, { mode: 'amount', value: '1,000', reason: 'Staff' }, 100)).toMatchObject({
      concession: 100_000,
      total: 50_000,
    });
  });
});
