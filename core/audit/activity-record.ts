import type { ActivityEvent } from './activity-schemas.ts';
import { AUDIT_ACTIONS, AUDIT_RECORD_KINDS, isAuditAction } from './audit-actions.ts';

/** Puts an English text into the reader's language (the web's t); core itself stays English. */
type Say = (text: string) => string;

/** Said of a record that was removed since the event. */
export const NO_LONGER_EXISTS = '(no longer exists)';

/** Records that have no human id of their own: the Activity Log names only their kind. */
const WITHOUT_HUMAN_ID = new Set(['clinic_export', 'upload_grant']);

/** The kind of record an event is about, in words ("Report", "Form F", "Member"…). */
function recordKindOf(event: Pick<ActivityEvent, 'action' | 'entityType'>, say: Say): string {
  if (isAuditAction(event.action)) return say(AUDIT_RECORD_KINDS[AUDIT_ACTIONS[event.action].kind]);
  // A code the app never wrote: its stored record type, readable.
  const type = (event.entityType ?? '').replaceAll('_', ' ');
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/**
 * The Activity Log's record column: the record's kind and human id ("Report R-000003", "Member
 * Priya Shah"), never a uuid. Empty for events about no record (a sign-in); the kind alone for a
 * record with no human id; "(no longer exists)" when the record named was removed.
 */
export function activityRecordText(
  event: Pick<ActivityEvent, 'action' | 'entityType' | 'recordLabel'>,
  say: Say = (text) => text,
): string {
  if (!event.entityType) return '';
  const kind = recordKindOf(event, say);
  if (event.recordLabel) return `${kind} ${event.recordLabel}`;
  if (WITHOUT_HUMAN_ID.has(event.entityType)) return kind;
  return `${kind} ${say(NO_LONGER_EXISTS)}`;
}
