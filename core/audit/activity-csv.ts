import { type Clock, DEFAULT_TIME_ZONE, formatDateTime } from '../format/dates.ts';
import { csvCell } from '../formf/formf-register.ts';
import type { ActivityEvent } from './activity-schemas.ts';
import { auditActionLabel } from './audit-actions.ts';

const HEADER = ['When', 'User', 'Email', 'Action', 'Action code', 'Outcome', 'Record type', 'Record id', 'Address'];

/**
 * The activity log as CSV (formula-safe cells, like the Form F register): it is opened in Excel.
 * Times in the clinic's zone and on its clock (issue 34), as its screens show them.
 */
export function buildActivityCsv(
  events: readonly ActivityEvent[],
  clinic: { timeZone: string; clock: Clock } = { timeZone: DEFAULT_TIME_ZONE, clock: '12h' },
): string {
  const lines = [HEADER.map(csvCell).join(',')];
  for (const event of events) {
    lines.push(
      [
        formatDateTime(event.at, clinic.timeZone, clinic.clock),
        event.user?.name ?? '',
        event.user?.email ?? '',
        auditActionLabel(event.action),
        event.action,
        event.outcome,
        event.entityType,
        event.entityId,
        event.ip,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
