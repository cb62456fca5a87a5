import { describe, expect, it } from 'vitest';
import type { Bill } from '../../../../core/patient-bills/bill-schemas.ts';
import { cancelledStudyOffer } from './cancelled-study-offer.ts';

const line = (description: string, amount: string, studyStatus: string | null) => ({
  feeItemId: description,
  studyId: studyStatus ? `${description}-study` : null,
  studyCode: studyStatus ? 'S-000001' : null,
  studyStatus,
  description,
  quantity: 1,
  unitPrice: amount,
  amount,
});

const bill = (overrides: Partial<Bill>): Bill =>
  ({
    paid: '2300.00',
    lines: [line('Anomaly scan', '1500.00', 'cancelled'), line('Doppler', '800.00', null)],
    creditNotes: [],
    ...overrides,
  }) as Bill;

describe('the refund offered for a cancelled study', () => {
  it('offers the cancelled study’s amount, with a reason that names it', () => {
    expect(cancelledStudyOffer(bill({}))).toEqual({ amount: '1500.00', reason: 'Study cancelled: Anomaly scan' });
  });

  it('never offers more than was paid', () => {
    expect(cancelledStudyOffer(bill({ paid: '1000.50' }))?.amount).toBe('1000.50');
  });

  it('offers nothing on an unpaid bill, with no cancelled study, or once a credit note is raised', () => {
    expect(cancelledStudyOffer(bill({ paid: '0.00' }))).toBeNull();
    expect(cancelledStudyOffer(bill({ lines: [line('Anomaly scan', '1500.00', 'scheduled')] }))).toBeNull();
    expect(cancelledStudyOffer(bill({ creditNotes: [{} as Bill['creditNotes'][number]] }))).toBeNull();
  });
});
