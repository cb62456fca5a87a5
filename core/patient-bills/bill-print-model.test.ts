import { describe, expect, it } from 'vitest';
import { BILL_EXEMPTION_NOTE, buildBillPrintModel } from './bill-print-model.ts';
import type { Bill } from './bill-schemas.ts';

const bill: Bill = {
  id: 'b',
  billNumber: 'B/2026-27/000007',
  billDate: '2026-11-27',
  patientId: 'p',
  patientName: 'Sita Devi',
  patientCode: 'P-000003',
  patientLanguage: null,
  referrerId: null,
  referrerName: null,
  gstin: null,
  lines: [
    {
      feeItemId: 'f1',
      studyId: null,
      studyCode: null,
      studyStatus: null,
      description: 'Anomaly scan',
      quantity: 1,
      unitPrice: '1500.00',
      amount: '1500.00',
    },
    {
      feeItemId: 'f2',
      studyId: null,
      studyCode: null,
      studyStatus: null,
      description: 'Doppler',
      quantity: 2,
      unitPrice: '800.00',
      amount: '1600.00',
    },
  ],
  gross: '3100.00',
  concession: '100.00',
  concessionReason: 'Senior citizen',
  concessionStatus: 'approved',
  concessionApprovedBy: null,
  concessionApprovedAt: null,
  concessionRefusalReason: null,
  total: '3000.00',
  credited: '0.00',
  paid: '3000.00',
  advanceApplied: '0.00',
  refunded: '0.00',
  balance: '0.00',
  payments: [
    {
      id: '1',
      paymentId: 'PAY-000001',
      amount: '1000.00',
      paymentMethod: 'cash',
      paymentDate: '2026-11-27',
      receivedBy: null,
      counter: 'main',
    },
    {
      id: '2',
      paymentId: 'PAY-000002',
      amount: '2000.00',
      paymentMethod: 'upi',
      paymentDate: '2026-11-27',
      receivedBy: null,
      counter: 'main',
    },
  ],
  creditNotes: [],
  createdAt: '2026-11-27T05:00:00Z',
};

describe('bill print model', () => {
  it('names the tests, the concession with its reason, the payments by mode and the balance, in Indian figures and words', () => {
    const model = buildBillPrintModel(bill, null);
    expect(model.title).toBe('Bill of Supply');
    expect(model.meta).toEqual([
      { term: 'Bill No.', value: 'B/2026-27/000007', strong: true },
      { term: 'Date', value: '27/11/2026' },
    ]);
    expect(model.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['Anomaly scan', '1', '₹1,500.00', '₹1,500.00'],
      ['Doppler', '2', '₹800.00', '₹1,600.00'],
    ]);
    expect(model.totals).toEqual([
      { term: 'Gross amount', value: '₹3,100.00' },
      { term: 'Concession', value: '-₹100.00' },
      { term: 'Concession reason', value: 'Senior citizen' },
      { term: 'Bill total', value: '₹3,000.00', strong: true },
      { term: 'Amount paid', value: '₹3,000.00' },
      { term: 'Balance due', value: '₹0.00', strong: true },
    ]);
    expect(model.payments).toEqual([
      { term: 'PAY-000001 · Cash · 27/11/2026', value: '₹1,000.00' },
      { term: 'PAY-000002 · UPI · 27/11/2026', value: '₹2,000.00' },
    ]);
    expect(model.totalWords).toBe('Rupees Three Thousand Only');
    expect(model.exemptionNote).toBe(BILL_EXEMPTION_NOTE);
    expect(model.header).toBeNull();
  });

  it('prints the GSTIN, the referrer, a waiting concession and credit notes only when there are some', () => {
    const model = buildBillPrintModel(
      {
        ...bill,
        gstin: '29ABCDE1234F1Z5',
        referrerName: 'Dr. Rao',
        concessionStatus: 'pending',
        credited: '500.00',
        refunded: '500.00',
        total: '3000.00',
        balance: '0.00',
      },
      { name: 'Asha Scans', address: null, phone: null, email: null, registrationNumber: null, logoUrl: null },
    );
    expect(model.meta.at(-1)).toEqual({ term: 'GSTIN', value: '29ABCDE1234F1Z5' });
    expect(model.patient.at(-1)).toEqual({ term: 'Referred by', value: 'Dr. Rao' });
    const terms = model.totals.map((t) => t.term);
    expect(terms).toContain('Concession (awaiting approval)');
    expect(terms).toContain('Credit notes');
    expect(terms).toContain('Refunded');
    expect(model.signatory.forLine).toBe('For Asha Scans');
    const plain = buildBillPrintModel({ ...bill, concession: '0.00', concessionReason: null }, null);
    expect(plain.totals.map((t) => t.term)).toEqual(['Gross amount', 'Bill total', 'Amount paid', 'Balance due']);
  });
});

describe('bill print model in her language', () => {
  it('puts Hindi beside the headings, columns and totals, and the amounts in Hindi words', () => {
    const model = buildBillPrintModel({ ...bill, patientLanguage: 'hi-IN' }, null);
    expect(model.language).toBe('hi-IN');
    expect(model.title).toBe('Bill of Supply / आपूर्ति का बिल');
    expect(model.columns).toEqual({
      item: 'Test / item / जाँच / मद',
      quantity: 'Qty / मात्रा',
      rate: 'Rate / दर',
      amount: 'Amount / राशि',
    });
    expect(model.totals.at(-1)).toEqual({ term: 'Balance due / बकाया राशि', value: '₹0.00', strong: true });
    expect(model.labels.totalWords).toBe('Bill total in words / बिल का योग शब्दों में');
    expect(model.totalWords).toBe('Rupees Three Thousand Only');
    expect(model.totalWordsLocal).toBe('तीन हज़ार रुपये मात्र');
    expect(model.paidWordsLocal).toBe('तीन हज़ार रुपये मात्र');
    expect(model.exemptionNote.startsWith(BILL_EXEMPTION_NOTE)).toBe(true);
    expect(model.exemptionNote).toMatch(/प्रविष्टि 74/);
  });

  it('prints Marathi headings with the review note and English amount words only', () => {
    const model = buildBillPrintModel({ ...bill, patientLanguage: 'mr-IN' }, null);
    expect(model.meta[0]?.term).toBe('Bill No. / बिल क्र.');
    expect(model.totalWordsLocal).toBeNull();
    expect(model.footer).toMatch(/native speaker/);
  });

  it('keeps English alone for a patient without a language', () => {
    const model = buildBillPrintModel(bill, null);
    expect(model.columns.item).toBe('Test / item');
    expect(model.labels.payments).toBe('Payments received');
    expect(model.totalWordsLocal).toBeNull();
  });
});
