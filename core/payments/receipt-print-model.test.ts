import { describe, expect, it } from 'vitest';
import type { Payment } from './payment-schemas.ts';
import { buildReceiptPrintModel } from './receipt-print-model.ts';

const payment: Payment = {
  id: 'id',
  paymentId: 'PAY-000042',
  patientId: 'p',
  patientName: 'सीता देवी',
  patientCode: 'P-000007',
  patientLanguage: null,
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

describe('receipt print model in her language', () => {
  it('puts Hindi beside every heading and writes the amount in Hindi words under the English', () => {
    const model = buildReceiptPrintModel({ ...payment, patientLanguage: 'hi-IN', amount: '1500' }, null);
    expect(model.language).toBe('hi-IN');
    expect(model.title).toBe('Payment Receipt / भुगतान रसीद');
    expect(model.meta.map((f) => f.term)).toEqual(['Receipt No. / रसीद सं.', 'Date / दिनांक']);
    expect(model.fields[0]?.term).toBe('Received from / भुगतानकर्ता');
    expect(model.amountWords).toBe('Rupees One Thousand Five Hundred Only');
    expect(model.amountWordsLocal).toBe('एक हज़ार पाँच सौ रुपये मात्र');
    expect(model.amountLabels.words).toBe('Amount in words / राशि शब्दों में');
    expect(model.gstNote).toBe('Healthcare services are exempt from GST. स्वास्थ्य सेवाएँ जीएसटी से मुक्त हैं।');
    expect(model.footer).not.toMatch(/native speaker/);
  });

  it('prints Tamil headings with the English amount words and the review note', () => {
    const model = buildReceiptPrintModel({ ...payment, patientLanguage: 'ta-IN' }, null);
    expect(model.title).toBe('Payment Receipt / கட்டண ரசீது');
    expect(model.amountWordsLocal).toBeNull();
    expect(model.footer).toMatch(/^This is a computer-generated receipt\. Thank you\. இது .* · .*native speaker\)$/);
  });

  it('stays English alone when her language is English or not recorded', () => {
    const model = buildReceiptPrintModel({ ...payment, patientLanguage: 'en' }, null);
    expect(model.title).toBe('Payment Receipt');
    expect(model.amountWordsLocal).toBeNull();
    expect(model.gstNote).toBe('Healthcare services are exempt from GST.');
  });
});
