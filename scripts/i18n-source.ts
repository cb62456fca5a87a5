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
import { AUDIT_ACTIONS, AUDIT_RECORD_KINDS } from '../core/audit/audit-actions.ts';
import { PORTAL_SUBTITLE } from '../core/brand.ts';
import { CONTACT_MESSAGES } from '../core/contact/contact-messages.ts';
import { CHANNEL_LABELS, DELIVERY_MESSAGES, RECIPIENT_LABELS } from '../core/deliveries/delivery-schemas.ts';
import { FORM_F_REQUIRED_ITEMS, SECTION_C_REQUIRED } from '../core/formf/formf-compliance.ts';
import { FORM_F_MESSAGES } from '../core/formf/formf-messages.ts';
import { EVIDENCE_KINDS, EVIDENCE_MESSAGES } from '../core/formf/referral-evidence.ts';
import {
  AUTH_MESSAGES,
  CLINIC_MESSAGES,
  HTTP_MESSAGES,
  PATIENT_MESSAGES,
  PAYMENT_MESSAGES,
  REPORT_MESSAGES,
} from '../core/messages.ts';
import { BILL_PAPER_LABELS } from '../core/patient-bills/bill-print-model.ts';
import { PAYMENT_METHOD_LABELS } from '../core/payments/payment-schemas.ts';
import { SEX_IMPLYING_ADVICE } from '../core/pcpndt/vocabulary/sex-implying-findings.ts';
import { REGISTRATION_MESSAGES } from '../core/pcpndt-registration/registration-schemas.ts';
import { PLANS } from '../core/plans/catalogue.ts';
import { REPORT_TYPE_LABELS } from '../core/reports/templates/catalogue.ts';
import { SETTINGS_MESSAGES } from '../core/settings/settings-messages.ts';
import { STUDY_TYPE_LABELS } from '../core/studies/study-schemas.ts';
import { ACCESS_DENIED_TOASTS } from '../core/subscriptions/gating.ts';
import { JOB_LABELS, MESSAGE_LABELS } from '../core/system/system-jobs.ts';
import { ROLE_LABELS } from '../core/team/permissions.ts';
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
  // fetal-sex refusal names a phrase: the dialog translates it with a {phrase} placeholder.
  FORM_F_REQUIRED_ITEMS,
  SECTION_C_REQUIRED,
  FORM_F_MESSAGES,
  { fetalSexText: FORM_F_MESSAGES.fetalSexText('{phrase}'), SEX_IMPLYING_ADVICE: SEX_IMPLYING_ADVICE.trim() },
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
    for (const text of Object.values(group)) if (typeof text === 'string') ids.add(text);
  }
  return [...ids].sort();
}
