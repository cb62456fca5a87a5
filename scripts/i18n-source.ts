/**
 * The message ids of the web app (issue 34): every string literal passed to t(), translate() or
 * msg() in web/src, and the spec messages of core/messages.ts that screens show as they come
 * (zod field errors, server refusals, toasts), which the web translates by their English text.
 * Parsed with TypeScript, so comments and look-alike code never count.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { ANALYTICS_MESSAGES, PRESET_LABELS } from '../core/analytics/analytics-range.ts';
import { NO_LONGER_EXISTS } from '../core/audit/activity-record.ts';
import { ACTIVITY_MESSAGES } from '../core/audit/activity-schemas.ts';
import { AUDIT_ACTIONS, AUDIT_RECORD_KINDS } from '../core/audit/audit-actions.ts';
import { SECURITY_MESSAGES } from '../core/auth/security-schemas.ts';
import { SESSION_END_MESSAGES } from '../core/auth/session-end.ts';
import { PORTAL_SUBTITLE } from '../core/brand.ts';
import { CENTRE_READ_ONLY } from '../core/centres/centre-access.ts';
import { CENTRE_MESSAGES } from '../core/centres/centre-schemas.ts';
import { CONTACT_MESSAGES } from '../core/contact/contact-messages.ts';
import { CHANNEL_LABELS, DELIVERY_MESSAGES, RECIPIENT_LABELS } from '../core/deliveries/delivery-schemas.ts';
import { EXPORT_MESSAGES } from '../core/exports/export-schemas.ts';
import { FORM_F_REQUIRED_ITEMS, SECTION_C_REQUIRED } from '../core/formf/formf-compliance.ts';
import { FORM_F_MESSAGES } from '../core/formf/formf-messages.ts';
import { EVIDENCE_KINDS, EVIDENCE_MESSAGES } from '../core/formf/referral-evidence.ts';
import { FILING_MESSAGES } from '../core/formf/register-filing.ts';
import { isValueMessage } from '../core/i18n/value-message.ts';
import {
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  CLINIC_MESSAGES,
  DOCTOR_MESSAGES,
  HTTP_MESSAGES,
  IDEMPOTENCY_MESSAGES,
  PATIENT_MESSAGES,
  PAYMENT_MESSAGES,
  REPORT_MESSAGES,
  SCANNER_MESSAGES,
  STUDY_MESSAGES,
} from '../core/messages.ts';
import { DATED_BY, DATING_MESSAGES } from '../core/obstetrics/dating-decision.ts';
import { BIOMETRY_MESSAGES } from '../core/obstetrics/hadlock.ts';
import { GESTATION_MESSAGES } from '../core/obstetrics/lmp.ts';
import { MEASUREMENT_PHOTO_MESSAGES } from '../core/ocr/measurement-photo-schemas.ts';
import { BILL_MESSAGES } from '../core/patient-bills/bill-messages.ts';
import { BILL_PAPER_LABELS } from '../core/patient-bills/bill-print-model.ts';
import { PAYMENT_METHOD_LABELS } from '../core/payments/payment-schemas.ts';
import { SEX_IMPLYING_ADVICE } from '../core/pcpndt/vocabulary/sex-implying-findings.ts';
import { REGISTRATION_MESSAGES } from '../core/pcpndt-registration/registration-schemas.ts';
import { PLANS } from '../core/plans/catalogue.ts';
import { PRINT_SETTINGS_MESSAGES } from '../core/print/print-settings.ts';
import { ASSISTANT_MESSAGES } from '../core/reports/assist/assistant-settings.ts';
import { MODEL_MESSAGES } from '../core/reports/assist/model-messages.ts';
import { CONSISTENCY_MESSAGES } from '../core/reports/consistency/score-findings.ts';
import { PHRASING_MESSAGES } from '../core/reports/phrasing/phrasing-schemas.ts';
import { COMPUTED_MESSAGES } from '../core/reports/report-computed.ts';
import { NT_MESSAGES } from '../core/reports/templates/advanced/first-trimester-dating.ts';
import { REPORT_TYPE_LABELS } from '../core/reports/templates/catalogue.ts';
import { TEMPLATE_MESSAGES } from '../core/reports/templates/template-schemas.ts';
import { CRL_MESSAGES } from '../core/scoring/crl-dating.ts';
import { SETTINGS_MESSAGES } from '../core/settings/settings-messages.ts';
import { STUDY_TYPE_LABELS } from '../core/studies/study-schemas.ts';
import { ACCESS_DENIED_TOASTS } from '../core/subscriptions/gating.ts';
import { BACKUP_MESSAGES } from '../core/system/backup-schemas.ts';
import { JOB_LABELS, MESSAGE_LABELS } from '../core/system/system-jobs.ts';
import { ROLE_LABELS } from '../core/team/permissions.ts';
import { TEAM_MESSAGES } from '../core/team/team-schemas.ts';
import { UPLOAD_MESSAGES } from '../core/uploads/upload-messages.ts';
import { DATE_MESSAGES } from '../core/validation/calendar-date.ts';
import { TEXT_MESSAGES } from '../core/validation/text-rules.ts';
import { VERIFY_MESSAGES } from '../core/verification/verification-schemas.ts';

export const ROOT = resolve(import.meta.dirname, '..');
export const WEB_SRC = join(ROOT, 'web', 'src');
export const LOCALES_DIR = join(WEB_SRC, 'locales');

/** The core message groups the translated screens show; a group joins when its screens are translated. */
const CORE_MESSAGE_GROUPS = [
  AUTH_MESSAGES,
  // Settings → USG Centre Information: its field errors and choices.
  CLINIC_MESSAGES,
  HTTP_MESSAGES,
  PATIENT_MESSAGES,
  PAYMENT_MESSAGES,
  REGISTRATION_MESSAGES,
  ROLE_LABELS,
  // The Activity Log's actions and record kinds.
  Object.fromEntries(Object.entries(AUDIT_ACTIONS).map(([code, action]) => [code, action.label])),
  AUDIT_RECORD_KINDS,
  { NO_LONGER_EXISTS },
  ANALYTICS_MESSAGES,
  PRESET_LABELS,
  // The public pages: the portal's subtitle, the plans as the landing page and /billing name them,
  // the contact form, the shared-report and verification pages.
  { PORTAL_SUBTITLE },
  Object.fromEntries(
    PLANS.flatMap((plan) => [plan.name, plan.description, ...plan.features].map((text) => [text, text])),
  ),
  CONTACT_MESSAGES,
  DELIVERY_MESSAGES,
  VERIFY_MESSAGES,
  // The report list, its sending dialog and Form F's referral evidence.
  REPORT_TYPE_LABELS,
  // The report wizard's field errors and save refusals.
  REPORT_MESSAGES,
  // Settings' toasts (saved, failed, the logo's upload).
  SETTINGS_MESSAGES,
  // The dashboard's schedule names each study's type.
  STUDY_TYPE_LABELS,
  CHANNEL_LABELS,
  RECIPIENT_LABELS,
  EVIDENCE_KINDS,
  EVIDENCE_MESSAGES,
  // Form F's completion dialog: what is missing, and the errors of its fields and its save. The
  // fetal-sex refusal names a phrase: its {phrase} template is the id, as for every valueMessage().
  FORM_F_REQUIRED_ITEMS,
  SECTION_C_REQUIRED,
  FORM_F_MESSAGES,
  { SEX_IMPLYING_ADVICE: SEX_IMPLYING_ADVICE.trim() },
  // The bill's print page offers its papers by name.
  BILL_PAPER_LABELS,
  // Payment methods, in the payments list and the analytics revenue panel.
  PAYMENT_METHOD_LABELS,
  // Settings → System names each job and message by the label the server sends.
  JOB_LABELS,
  MESSAGE_LABELS,
  // The notice of a refused (402) screen or call: title, description and its button.
  Object.fromEntries(
    Object.values(ACCESS_DENIED_TOASTS).flatMap((notice) => Object.values(notice).map((text) => [text, text])),
  ),
  // Server refusals shown inline (an error line, a banner, a field's error), translated by their
  // English text where shown: the front desk's bills, payments, credit notes, advances and day
  // closings; the team, its invitations and linked doctors; centres and a read-only centre;
  // sign-in security (two-factor, e-mail verification); the request checks every form meets
  // (text, dates, retried writes); templates, the assistant, measurement photos, exports, the
  // activity log, Form F register filing, doctors, the plan checkout and the biometry panel;
  // appointments, scanners and key images, print settings, uploads, the doctor's phrases,
  // backups, and why a session ended (the sign-in page's notice).
  BILL_MESSAGES,
  TEAM_MESSAGES,
  DOCTOR_MESSAGES,
  CENTRE_MESSAGES,
  { title: CENTRE_READ_ONLY.title, message: CENTRE_READ_ONLY.message },
  SECURITY_MESSAGES,
  TEXT_MESSAGES,
  DATE_MESSAGES,
  IDEMPOTENCY_MESSAGES,
  TEMPLATE_MESSAGES,
  ASSISTANT_MESSAGES,
  MODEL_MESSAGES,
  MEASUREMENT_PHOTO_MESSAGES,
  EXPORT_MESSAGES,
  ACTIVITY_MESSAGES,
  FILING_MESSAGES,
  BILLING_MESSAGES,
  BIOMETRY_MESSAGES,
  STUDY_MESSAGES,
  SCANNER_MESSAGES,
  PRINT_SETTINGS_MESSAGES,
  UPLOAD_MESSAGES,
  PHRASING_MESSAGES,
  BACKUP_MESSAGES,
  SESSION_END_MESSAGES,
  // The report wizard's dating and computed values: the rule followed, how the age was dated,
  // gestations in weeks and days, and what differs from what was typed (the print keeps English).
  DATING_MESSAGES,
  DATED_BY,
  GESTATION_MESSAGES,
  COMPUTED_MESSAGES,
  // The first-trimester calculator: the CRL window and what the NT reading means.
  CRL_MESSAGES,
  NT_MESSAGES,
  // The impression's contradictions of an obstetric score, listed above the impression.
  CONSISTENCY_MESSAGES,
];

/** useDocumentTitle translates the title it is given. */
const TRANSLATING_CALLS = new Set(['t', 'translate', 'msg', 'useDocumentTitle']);

export function* webSourceFiles(dir: string = WEB_SRC): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* webSourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

export function parseSource(path: string): ts.SourceFile {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

export function relativePath(path: string): string {
  return relative(ROOT, path);
}

/** Message ids a file passes to the translating calls as literals. */
export function idsInFile(source: ts.SourceFile): string[] {
  const ids: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && TRANSLATING_CALLS.has(node.expression.text)) {
      const first = node.arguments[0];
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) ids.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return ids;
}

/** Every id, sorted: the English catalog is exactly this list. */
export function extractIds(): string[] {
  const ids = new Set<string>();
  for (const path of webSourceFiles()) for (const id of idsInFile(parseSource(path))) ids.add(id);
  for (const group of CORE_MESSAGE_GROUPS) {
    for (const text of Object.values(group)) {
      if (typeof text === 'string') ids.add(text);
      // A message with values is translated by its template (core/i18n/value-message.ts).
      else if (isValueMessage(text)) ids.add(text.template);
    }
  }
  return [...ids].sort();
}

/**
 * A core message written with values by a plain function: what it writes is no catalog id and
 * reaches a Hindi screen in English. Built with valueMessage(), its template is the id.
 */
export function untemplatedMessages(): string[] {
  const found: string[] = [];
  for (const group of CORE_MESSAGE_GROUPS) {
    for (const [key, value] of Object.entries(group)) {
      if (typeof value === 'function' && !isValueMessage(value))
        found.push(
          `core message ${key} writes English with values in a plain function: define it with valueMessage() (core/i18n/value-message.ts)`,
        );
    }
  }
  return found;
}
