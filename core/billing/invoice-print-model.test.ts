import { describe, expect, it } from 'vitest';
import type { Invoice } from './billing-schemas.ts';
import { buildInvoicePrintModel, invoicePdfFileName } from './invoice-print-model.ts';

const invoice: Invoice = {
  invoiceNumber: 'USG/26-27/000123',
  issuedAt: '2026-11-24T05:00:00Z',
  seller: {
    name: 'USG Clinic Portal',
    address: 'Plot 14\nGurugram',
    state: 'Haryana',
    gstin: null,
    sac: '997331',
    email: 's@x.in',
  },
  buyer: { name: 'Sunrise Imaging', address: null, email: 'f@x.in' },
  description: 'Basic Subscription',
  planName: 'Basic',
  periodStart: null,
  periodEnd: null,
  totalPaise: 60000,
  gst: null,
  paymentId: null,
  transactionId: 'TXN-1',
};

describe('invoice print model', () => {
  it('is a plain invoice without a GSTIN: no tax lines, the amount column says Amount', () => {
    const model = buildInvoicePrintModel(invoice);
    expect(model.title).toBe('Invoice');
    expect(model.taxLines).toEqual([]);
    expect(model.amountColumn).toBe('Amount');
    expect(model.item).toMatchObject({ amount: '₹600.00', period: '—', detail: 'Basic plan, monthly' });
    expect(model.seller.lines).toEqual(['Plot 14', 'Gurugram', 'State: Haryana']);
    expect(model.billTo.lines).toEqual(['f@x.in']);
    expect(model.amountInWords).toBe('Rupees Six Hundred Only');
  });

  it('is a tax invoice with the CGST and SGST split, or IGST across states', () => {
    const gst = { taxablePaise: 50847, cgstPaise: 4576, sgstPaise: 4577, igstPaise: 0, interState: false };
    const local = buildInvoicePrintModel({ ...invoice, seller: { ...invoice.seller, gstin: '06ABCDE1234F1Z5' }, gst });
    expect(local.title).toBe('Tax Invoice');
    expect(local.seller.gstinLine).toBe('GSTIN: 06ABCDE1234F1Z5');
    expect(local.taxLines.map((l) => `${l.term} ${l.value}`)).toEqual([
      'Taxable value ₹508.47',
      'CGST @ 9% ₹45.76',
      'SGST @ 9% ₹45.77',
    ]);
    const across = buildInvoicePrintModel({ ...invoice, gst: { ...gst, interState: true, igstPaise: 9153 } });
    expect(across.taxLines.map((l) => l.term)).toEqual(['Taxable value', 'IGST @ 18%']);
  });

  it('names the file without the series slashes', () => {
    expect(invoicePdfFileName('USG/26-27/000123')).toBe('invoice-USG_26-27_000123.pdf');
  });
});
