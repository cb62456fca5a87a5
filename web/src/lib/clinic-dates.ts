import { clinicDayOf, formatTime } from '../../../core/format/dates.ts';
import { subtractOneMonth } from '../../../core/subscriptions/periods.ts';

/** yyyy-mm-dd of a moment in the clinic's calendar (Asia/Kolkata, DESIGN §5). */
export function clinicDay(moment: Date): string {
  return clinicDayOf(moment);
}

/** The list report's default range (clinical spec): one month ago to today, clinic calendar. */
export function lastMonthRange(now: Date): { from: string; to: string } {
  return { from: clinicDay(subtractOneMonth(now)), to: clinicDay(now) };
}

/** hh:mm am/pm (or HH:mm on the clinic's 24 h clock) in the clinic's time zone. */
export function formatClinicTime(value: string | Date): string {
  return formatTime(value);
}

/** yyyy-mm-dd and hh:mm in the browser's own time zone, for date and time inputs. */
export function localDateInput(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

export function localTimeInput(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}
