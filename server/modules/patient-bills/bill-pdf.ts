import PDFDocument from 'pdfkit';
import { type BillPaper, buildBillPrintModel } from '../../../core/patient-bills/bill-print-model.ts';
import type { ClinicHeaderModel } from '../../../core/print/clinic-header.ts';
import type { PrintSettings } from '../../../core/print/print-settings.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { loadLogoBytes } from '../../pdf/logo-bytes.ts';
import { place } from '../../pdf/pdf-blocks.ts';
import { registerFonts } from '../../pdf/pdf-fonts.ts';
import { MM, PdfSheet } from '../../pdf/pdf-sheet.ts';
import { getClinic } from '../clinics/clinic-service.ts';
import { getPrintSettings } from '../print-settings/print-settings-service.ts';
import { type BillRow, billRows, drawRow, type RowSurface, rowHeight } from './bill-pdf-rows.ts';
import { readBill } from './bill-read.ts';

/** A receipt roll is 80 mm wide and prints about 72 mm of it. */
const ROLL_WIDTH_MM = 80;
const ROLL_MARGIN_MM = 4;

/**
 * A bill (bill of supply with its payments: the patient's receipt) as a PDF, from the same print
 * model as the print page, on A4 (plain paper or the clinic's letterhead) or on the 80 mm roll.
 * Scoped like the bill: another clinic's id is not found (404).
 */
export async function renderBillPdf(
  deps: AppDeps,
  scope: RequestScope,
  billId: string,
  paper: BillPaper,
): Promise<{ pdf: Buffer; fileName: string }> {
  const bill = await readBill(deps.db, scope, billId);
  const [clinic, settings] = await Promise.all([getClinic(deps, scope), getPrintSettings(deps.db, scope)]);
  const model = buildBillPrintModel(bill, clinic);
  const rows = billRows(model, paper);
  const now = deps.clock.now();
  const title = `Bill ${bill.billNumber}`;
  let pdf: Buffer;
  if (paper === '80mm') pdf = await drawRoll(rows, title, now);
  else {
    const logo =
      settings.layout === 'plain' ? await loadLogoBytes(deps.logoStorage, deps.config.dataDir, clinic.logoUrl) : null;
    pdf = await drawSheet(rows, title, settings, model.header, logo, now);
  }
  return { pdf, fileName: `bill-${bill.billNumber.replaceAll('/', '-')}-${paper}.pdf` };
}

async function drawSheet(
  rows: BillRow[],
  title: string,
  settings: PrintSettings,
  header: ClinicHeaderModel | null,
  logo: Buffer | null,
  createdAt: Date,
): Promise<Buffer> {
  const sheet = new PdfSheet({ title, settings, header, logo, runningLine: title, createdAt });
  place(
    sheet,
    rows.map((row) => ({ height: rowHeight(sheet, row), draw: () => drawRow(sheet, row) })),
  );
  return sheet.finish();
}

/** One page as long as the bill: a thermal printer cuts the roll where the content ends. */
async function drawRoll(rows: BillRow[], title: string, createdAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Creator: 'USG Clinic Portal', CreationDate: createdAt },
  });
  registerFonts(doc);
  const margin = ROLL_MARGIN_MM * MM;
  const surface: RowSurface = { doc, x: margin, width: (ROLL_WIDTH_MM - 2 * ROLL_MARGIN_MM) * MM, y: margin };
  const height = rows.reduce((sum, row) => sum + rowHeight(surface, row), 0) + 2 * margin;
  doc.addPage({ size: [ROLL_WIDTH_MM * MM, height], margin: 0 });
  for (const row of rows) drawRow(surface, row);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
