import { type ExportClinic, type ExportForm, FORM_F_EXPORT_COLUMNS } from './formf-export.ts';
import {
  DOCTOR_DECLARATION_TITLE,
  FORM_F_HEADING,
  formFDoctorDeclarationText,
  PATIENT_DECLARATION_TITLE,
  patientDeclarationText,
} from './formf-statutory-text.ts';
import { EVIDENCE_KINDS, type EvidenceKind } from './referral-evidence.ts';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const NOT_RECORDED = 'Not recorded';

/** An evidence file inside the pack, by the path the form's page links it with. */
export interface PackEvidence {
  kind: string;
  fileName: string;
  path: string;
  isImage: boolean;
}

const STYLE = `body{font:12px/1.4 Arial,sans-serif;margin:12mm;color:#111}h1{font-size:16px;margin:0}
h2{font-size:13px;margin:14px 0 4px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;
padding:3px 5px;vertical-align:top;text-align:left}th{width:38%;background:#f3f3f3}.muted{color:#666}
img{max-width:100%;page-break-before:always}`;

/**
 * One Form F of the inspection pack as a self-contained HTML page (no script, no outside
 * resource): every item in statutory order, the two declarations of Section D, and the
 * referral evidence shown (images) or linked (PDFs) from the pack's own folder. Printable as is.
 */
export function formPackHtml(row: ExportForm, clinic: ExportClinic, evidence: readonly PackEvidence[]): string {
  const f = row.form;
  const cells = FORM_F_EXPORT_COLUMNS.map(([label, value]) => {
    const v = value(row, clinic);
    const text = v === null || v === '' ? `<span class="muted">${NOT_RECORDED}</span>` : escapeHtml(String(v));
    return `<tr><th>${escapeHtml(label)}</th><td>${text}</td></tr>`;
  }).join('\n');
  const files = evidence.length
    ? `<ul>${evidence
        .map(
          (e) =>
            `<li>${escapeHtml(EVIDENCE_KINDS[e.kind as EvidenceKind] ?? e.kind)}: <a href="${escapeHtml(e.path)}">${escapeHtml(e.fileName)}</a></li>`,
        )
        .join('')}</ul>`
    : `<p class="muted">No referral evidence attached.</p>`;
  const images = evidence
    .filter((e) => e.isImage)
    .map((e) => `<img src="${escapeHtml(e.path)}" alt="${escapeHtml(e.fileName)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(f.formId)}</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; style-src 'unsafe-inline'">
<style>${STYLE}</style></head><body>
<h1>${escapeHtml(FORM_F_HEADING.title)} ${escapeHtml(FORM_F_HEADING.reference)}</h1>
<p>${escapeHtml(FORM_F_HEADING.subtitle)}</p>
<table>
${cells}
</table>
<h2>${escapeHtml(PATIENT_DECLARATION_TITLE)}</h2>
<p>${escapeHtml(patientDeclarationText(f.patientName))}</p>
<p>Date: ${escapeHtml(f.patientDeclarationDate ?? NOT_RECORDED)}. Signed: ${f.patientDeclarationSigned ? 'Yes' : 'No'}</p>
<h2>${escapeHtml(DOCTOR_DECLARATION_TITLE)}</h2>
<p>${escapeHtml(formFDoctorDeclarationText(f.doctorName, f.patientName))}</p>
<p>Signed: ${f.doctorDeclarationSigned ? 'Yes' : 'No'}</p>
<h2>Referral evidence (item 7)</h2>
${files}
${images}
</body></html>
`;
}
