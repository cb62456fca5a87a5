import { clinicDayOf, formatIsoDay } from '../../../../../core/format/dates.ts';
import type { Register } from '../formf-api.ts';

/** The clinic's running month, as YYYY-MM: where the register opens. */
export function currentMonth(now: Date, timeZone?: string): string {
  return clinicDayOf(now, timeZone).slice(0, 7);
}

// Shared with the register's print model, which the server's PDF draws too.
export { monthLabel } from '../../../../../core/formf/print/register-print-model.ts';

/** Whether the report is still due, due today or overdue, in the clinic's calendar. */
export function dueState(register: Pick<Register, 'dueDate'>, now: Date, timeZone?: string) {
  const today = clinicDayOf(now, timeZone);
  const due = formatIsoDay(register.dueDate);
  if (today < register.dueDate)
    return { tone: 'blue' as const, text: `Report due to the Appropriate Authority by ${due}` };
  if (today === register.dueDate) return { tone: 'amber' as const, text: `Report due today (${due})` };
  return { tone: 'slate' as const, text: `Report was due by ${due}` };
}

/** Where the register prints alone (A4 landscape). */
export function registerPrintPath(month: string): string {
  return `/pcpndt/register/${encodeURIComponent(month)}`;
}
