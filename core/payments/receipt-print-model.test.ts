import { describe, expect, it } from 'vitest';
import type { Payment } from './payment-schemas.ts';
import { buildReceiptPrintModel } from './receipt-print-model.ts';

const payment: Payment = {
  id: 'id',
  paymentId: 'PAY-000042',
  patientId: 'p',
  patientName: 'सीता देवी',
  patientCode: 'P-000007',
  reportId: null,
  reportCode: null,
  amount: '123456.5',
  paymentMethod: 'bank_transfer',
  paymentDate: '2026-03-09',
  notes: null,
  receivedBy: null,
  createdAt: '2026-03-09T05:00:00Z',
};

describe('receipt print model', () => {
  it('prints the amount in Indian figures and words, the date as dd/mm/yyyy, and leaves out absent lines', () => {
    const model = buildReceiptPrintModel(payment, null);
    expect(model.amountFigures).toBe('₹1,23,456.50');
    expect(model.amountWords).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only');
    expect(model.meta).toEqual([
      { term: 'Receipt No.', value: 'PAY-000042', strong: true },
      { term: 'Date', value: '09/03/2026' },
    ]);
    expect(model.fields.map((f) => f.term)).toEqual(['Received from', 'Payment method', 'Received by']);
    expect(model.fields[1]?.value).toBe('Bank Transfer');
    expect(model.fields[2]?.value).toBe('—');
    // Without the clinic record: no header and no "For …" line, rather than made-up ones.
    expect(model.header).toBeNull();
    expect(model.signatory.forLine).toBeNull();
  });

  it('adds the report and the notes when recorded, and the clinic header when known', () => {
    const model = buildReceiptPrintModel(
      { ...payment, reportCode: 'R-000003', notes: 'Scan fee' },
      {
        name: 'Sunrise Imaging',
        address: null,
        phone: null,
        email: null,
        registrationNumber: null,
        logoUrl: null,
      },
    );
    expect(model.fields.map((f) => f.term)).toContain('Against report');
    expect(model.fields.at(-1)).toEqual({ term: 'Notes', value: 'Scan fee' });
    expect(model.header?.name).toBe('Sunrise Imaging');
    expect(model.signatory.forLine).toBe('For Sunrise Imaging');
  });
});
