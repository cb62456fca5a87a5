import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { formatDateTime } from '../../../core/format/dates.ts';
import { buildFormsCsv, type ExportClinic, type ExportForm } from '../../../core/formf/formf-export.ts';
import { formPackHtml, type PackEvidence } from '../../../core/formf/formf-pack-html.ts';
import { buildRegisterCsv, type RegisterRow } from '../../../core/formf/formf-register.ts';
import type { RegisterFilingState } from '../../../core/formf/register-filing.ts';
import { UNREGISTERED_MACHINE_LABEL } from '../../../core/pcpndt-registration/report-print-facts.ts';

export interface PackContents {
  month: string;
  clinic: ExportClinic;
  registerRows: readonly RegisterRow[];
  forms: readonly ExportForm[];
  filing: RegisterFilingState;
  generatedAt: Date;
  generatedBy: string;
  /** Reads one evidence file's bytes when its turn comes, so one file at a time is in memory. */
  readEvidence: (id: string) => Promise<Buffer | null>;
}

const safePart = (text: string) => text.replace(/[^A-Za-z0-9._()-]+/g, '-');

/**
 * Issue 32 item 7: the scans whose images or measurements came from a machine not among the
 * centre's registered machines, named up front so an inspector does not have to find them.
 */
function unregisteredMachineLines(rows: readonly RegisterRow[]): string[] {
  const flagged = rows.filter((row) => row.unregisteredMachines.length > 0);
  if (!flagged.length) return [`${UNREGISTERED_MACHINE_LABEL}: none this month.`];
  return [
    `${UNREGISTERED_MACHINE_LABEL}: ${flagged.length} form(s); images or measurements came from a machine not among the centre's registered machines (register column "${UNREGISTERED_MACHINE_LABEL}"):`,
    ...flagged.map((row) => `  ${row.formId}: ${row.unregisteredMachines.join('; ')}`),
  ];
}

function readme(p: PackContents): string {
  const f = p.filing.filing;
  return [
    `PC-PNDT inspection pack: ${p.clinic.name}, ${p.month}`,
    `Registration No.: ${p.clinic.registrationNumber ?? 'not recorded'}`,
    `Generated ${formatDateTime(p.generatedAt, p.clinic.timeZone, p.clinic.clock)} by ${p.generatedBy}`,
    '',
    `register-${p.month}.csv   The register of Rule 9(1), in serial order by date of procedure.`,
    `forms-${p.month}.csv      Every Form F of the month, columns in the order of the form.`,
    'forms/<form id>.html     Each Form F with its declarations (Section D); open and print.',
    'evidence/<form id>/      Referral slips, referral notes and case papers (Form F item 7).',
    '',
    `Forms: ${p.forms.length}. Monthly report due by ${p.filing.dueDate}.`,
    f
      ? `Filed on ${f.filedOn} with ${f.filedWith}, reference ${f.referenceNumber} (recorded by ${f.recordedByName}).`
      : 'Filing of the monthly report: not recorded.',
    ...unregisteredMachineLines(p.registerRows),
    '',
  ].join('\r\n');
}

/**
 * The month's inspection pack as a ZIP, streamed: text entries are deflated, evidence (already
 * compressed images and PDFs) stored as is, each evidence file read from the database only when
 * it is written.
 */
export function inspectionPackStream(p: PackContents): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(Buffer.from(chunk));
      if (final) out.end();
    }
  });
  const text = (name: string, content: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(new TextEncoder().encode(content), true);
  };
  void (async () => {
    text('README.txt', readme(p));
    text(`register-${p.month}.csv`, buildRegisterCsv(p.registerRows, p.clinic.timeZone));
    text(`forms-${p.month}.csv`, buildFormsCsv(p.forms, p.clinic));
    for (const row of p.forms) {
      const folder = `evidence/${safePart(row.form.formId)}`;
      const packed: PackEvidence[] = [];
      for (const [index, file] of row.evidence.entries()) {
        const bytes = await p.readEvidence(file.id);
        if (!bytes) continue;
        const path = `${folder}/${String(index + 1).padStart(2, '0')}-${safePart(file.kind)}-${safePart(file.fileName)}`;
        const entry = new ZipPassThrough(path);
        zip.add(entry);
        entry.push(bytes, true);
        packed.push({
          kind: file.kind,
          fileName: file.fileName,
          path: `../${path}`,
          isImage: file.contentType.startsWith('image/'),
        });
      }
      text(`forms/${safePart(row.form.formId)}.html`, formPackHtml(row, p.clinic, packed));
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
