import { amountInWords } from '../format/amount-in-words.ts';
import { formatDate } from '../format/dates.ts';
import { formatPaise } from '../format/inr.ts';
import type { PrintField } from '../print/print-field.ts';
import type { Invoice } from './billing-schemas.ts';

export const INVOICE_COLUMNS = ['#', 'Description', 'SAC', 'Period'] as const;

/**
 * Everything our invoice to a clinic shows, as text (DESIGN §6 "Documents"): the invoice page
 * and the server's PDF both draw this. CGST Rule 46 fields when GST applies: seller with GSTIN
 * and SAC, serial number, date, recipient, period, taxable value and tax split, total. Always
 * on plain paper: it is our document, not the clinic's.
 */
export interface InvoicePrintModel {
  invoiceNumber: string;
  seller: { name: string; lines: string[]; gstinLine: string | null; email: string };
  title: string;
  meta: PrintField[];
  billTo: { name: string; lines: string[] };
  payment: PrintField[];
  /** The table's last column is 'Taxable value' under GST, 'Amount' without. */
  amountColumn: string;
  item: { index: string; description: string; detail: string; sac: string; period: string; amount: string };
  /** The tax lines above the total (none without GST). */
  taxLines: PrintField[];
  total: string;
  amountInWords: string;
  footer: string[];
}

/** The download's name; an invoice number may hold '/' (a series), which no file name may. */
export function invoicePdfFileName(invoiceNumber: string): string {
  return `invoice-${invoiceNumber.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
}

export function buildInvoicePrintModel(invoice: Invoice): InvoicePrintModel {
  const { seller, buyer, gst } = invoice;
  const period =
    invoice.periodStart && invoice.periodEnd
      ? `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`
      : '—';
  const taxLines: PrintField[] = !gst
    ? []
    : [
        { term: 'Taxable value', value: formatPaise(gst.taxablePaise) },
        ...(gst.interState
          ? [{ term: 'IGST @ 18%', value: formatPaise(gst.igstPaise) }]
          : [
              { term: 'CGST @ 9%', value: formatPaise(gst.cgstPaise) },
              { term: 'SGST @ 9%', value: formatPaise(gst.sgstPaise) },
            ]),
      ];
  const lines = (text: string | null) => (text ?? '').split('\n').filter((line) => line.trim() !== '');
  return {
    invoiceNumber: invoice.invoiceNumber,
    seller: {
      name: seller.name,
      lines: [...lines(seller.address), `State: ${seller.state}`],
      gstinLine: seller.gstin ? `GSTIN: ${seller.gstin}` : null,
      email: seller.email,
    },
    title: gst ? 'Tax Invoice' : 'Invoice',
    meta: [
      { term: 'Invoice No.', value: invoice.invoiceNumber, strong: true },
      { term: 'Invoice Date', value: formatDate(invoice.issuedAt) },
      { term: 'Reverse charge', value: 'No' },
    ],
    billTo: { name: buyer.name, lines: [...lines(buyer.address), ...(buyer.email ? [buyer.email] : [])] },
    payment: [
      { term: 'Status', value: 'Paid' },
      { term: 'Payment reference', value: invoice.paymentId ?? '—', mono: true },
      { term: 'Transaction ID', value: invoice.transactionId, mono: true },
    ],
    amountColumn: gst ? 'Taxable value' : 'Amount',
    item: {
      index: '1',
      description: invoice.description,
      detail: `${invoice.planName} plan, monthly`,
      sac: seller.sac,
      period,
      amount: formatPaise(gst ? gst.taxablePaise : invoice.totalPaise),
    },
    taxLines,
    total: formatPaise(invoice.totalPaise),
    amountInWords: amountInWords(BigInt(invoice.totalPaise)),
    footer: [
      'This is a computer-generated invoice.',
      `Questions about this invoice? Write to ${seller.email} quoting ${invoice.invoiceNumber}.`,
    ],
  };
}
