import { REPORT_MESSAGES } from '../messages.ts';
import { type Actor, type Permission, refusalMessage } from '../team/permissions.ts';

/**
 * The report lifecycle (issue 31): new → draft → finalized → amended, and who may take each step.
 * Stored, a report is 'draft' or 'finalized'; an amended one is finalized with `amended` set (it
 * prints as amended). Every server path that writes a report (create, auto-save, update, finalize,
 * amend) asks `transition` first, so the rules live here once and are table-tested.
 */
export const STORED_REPORT_STATUSES = ['draft', 'finalized'] as const;
export type StoredReportStatus = (typeof STORED_REPORT_STATUSES)[number];

export type ReportStage = 'new' | 'draft' | 'finalized' | 'amended';

/**
 * save-draft: create or overwrite a draft (anyone at the front desk); finalize: sign a new report
 * or a draft as the actor's doctor; amend: change a finalized report, a new version signed anew.
 */
export type ReportAction = 'save-draft' | 'finalize' | 'amend';

/** What a stored report is, for the lifecycle; null for one not created yet. */
export interface ReportLifecycleState {
  status: string;
  amended: boolean;
}

export function stageOf(report: ReportLifecycleState | null): ReportStage {
  if (report === null) return 'new';
  if (report.status === 'draft') return 'draft';
  return report.amended ? 'amended' : 'finalized';
}

const PERMISSION_OF: Record<ReportAction, Permission> = {
  'save-draft': 'front-desk',
  finalize: 'reports.finalize',
  amend: 'reports.amend',
};

/** The permission a route taking this action declares (core/team/permissions.ts). */
export function permissionFor(action: ReportAction): Permission {
  return PERMISSION_OF[action];
}

/** The stages each action starts from, and the refusal (409) from any other. */
const FROM: Record<ReportAction, { stages: readonly ReportStage[]; refusal: string }> = {
  'save-draft': { stages: ['new', 'draft'], refusal: REPORT_MESSAGES.notADraft },
  finalize: { stages: ['new', 'draft'], refusal: REPORT_MESSAGES.alreadyFinalized },
  amend: { stages: ['finalized', 'amended'], refusal: REPORT_MESSAGES.notFinalized },
};

export type Transition =
  | {
      allowed: true;
      status: StoredReportStatus;
      amended: boolean;
      /** The saved version carries the actor's signature (finalize and amend). */
      signs: boolean;
      /** The state before is kept as a version: every step but overwriting a draft. */
      keepsVersion: boolean;
    }
  | { allowed: false; statusCode: 403 | 409; message: string };

/**
 * The one rule of the lifecycle: may `actor` take `action` on `report` (null: a new one), and
 * what the report becomes. A step from the wrong stage is a 409; a role that may not take it a
 * 403 with the permissions matrix's message (receptionists save drafts only; a signature needs a
 * linked doctor).
 */
export function transition(report: ReportLifecycleState | null, action: ReportAction, actor: Actor): Transition {
  const stage = stageOf(report);
  const from = FROM[action];
  if (!from.stages.includes(stage)) return { allowed: false, statusCode: 409, message: from.refusal };
  const refusal = refusalMessage(actor, PERMISSION_OF[action]);
  if (refusal !== null) return { allowed: false, statusCode: 403, message: refusal };
  if (action === 'save-draft')
    return { allowed: true, status: 'draft', amended: report?.amended === true, signs: false, keepsVersion: false };
  return {
    allowed: true,
    status: 'finalized',
    amended: action === 'amend' || report?.amended === true,
    signs: true,
    keepsVersion: stage !== 'new',
  };
}

/**
 * The action of a plain save (POST /api/reports, PUT / PATCH /api/reports/:id, the spec's calls):
 * editing a finalized report amends it whatever status is asked (an edit never un-finalizes);
 * otherwise 'finalized' finalizes and 'draft' (or nothing, on a draft) saves a draft. A creation
 * without a status is finalized, as the spec's POST always was.
 */
export function actionForSave(
  report: ReportLifecycleState | null,
  requested: StoredReportStatus | undefined,
): ReportAction {
  const stage = stageOf(report);
  if (stage === 'finalized' || stage === 'amended') return 'amend';
  if (stage === 'new') return requested === 'draft' ? 'save-draft' : 'finalize';
  return requested === 'finalized' ? 'finalize' : 'save-draft';
}

/**
 * The stored status a value of the spec's status filter (draft, finalized, reviewed, signed) finds.
 * Reviewing and signing are not steps of their own: finalizing signs the report as its doctor
 * (who reviewed it), so 'reviewed' and 'signed' find the finalized reports, amended ones included.
 */
export function storedStatusForFilter(value: 'draft' | 'finalized' | 'reviewed' | 'signed'): StoredReportStatus {
  return value === 'draft' ? 'draft' : 'finalized';
}

/** Whether a report is signed by its doctor (the Reports page's "Signed" count): every finalized one. */
export function isSigned(report: { status: string }): boolean {
  return report.status === 'finalized';
}
