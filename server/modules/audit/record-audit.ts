import type { AuditAction } from '../../../core/audit/audit-actions.ts';
import type { Db } from '../../../db/client.ts';
import { auditEvents } from '../../../db/schema/audit.ts';

/** What happened, never the values involved: no patient data, passwords or tokens here. */
export interface AuditEntry {
  /** A code of core's AUDIT_ACTIONS: one without a label there does not compile. */
  action: AuditAction;
  outcome: 'success' | 'failure' | 'denied';
  clinicId?: string | null;
  actorUserId?: string | null;
  entityType?: string;
  entityId?: string;
  /** SHA-256 of an e-mail address for events without a known user (throttling counts these). */
  subject?: string;
  details?: Record<string, string | number | boolean | string[]>;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
  requestId: string;
}

/** The audit row's columns for an entry (what recordAudit inserts). */
export function auditRow(entry: AuditEntry, meta: RequestMeta, at: Date) {
  return {
    at,
    action: entry.action,
    outcome: entry.outcome,
    clinicId: entry.clinicId ?? null,
    actorUserId: entry.actorUserId ?? null,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    subject: entry.subject ?? null,
    details: entry.details ?? null,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    requestId: meta.requestId,
  };
}

export async function recordAudit(db: Db, entry: AuditEntry, meta: RequestMeta, at: Date): Promise<void> {
  await db.insert(auditEvents).values(auditRow(entry, meta, at));
}

/** The member and clinic an action was taken by and in (a request's scope). */
interface Actor {
  clinicId: string;
  userId: string;
}

/** The common row: a member's action on a record of their clinic, which succeeded. */
export async function recordMemberAction(
  db: Db,
  actor: Actor,
  entry: Omit<AuditEntry, 'outcome' | 'clinicId' | 'actorUserId'>,
  meta: RequestMeta,
  at: Date,
): Promise<void> {
  await recordAudit(
    db,
    { ...entry, outcome: 'success', clinicId: actor.clinicId, actorUserId: actor.userId },
    meta,
    at,
  );
}
