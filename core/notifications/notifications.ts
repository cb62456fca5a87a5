import { z } from 'zod';
import { formatIsoDay } from '../format/dates.ts';
import { registerDueDate } from '../formf/formf-register.ts';
import { type RegistrationFacts, registrationNotification } from '../pcpndt-registration/registration-notification.ts';
import { daysLeft, findExpiryWarning } from '../subscriptions/expiry.ts';

/** One thing the header bell lists: what needs attention and where to deal with it. */
export const NotificationSchema = z.object({
  id: z.enum([
    'subscription',
    'form-f-incomplete',
    'register-due',
    'todays-schedule',
    'shared-link-locked',
    'pcpndt-registration',
  ]),
  title: z.string(),
  detail: z.string(),
  href: z.string(),
  urgent: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListSchema = z.object({ notifications: z.array(NotificationSchema) });

/** What the server counts for the bell, all of the caller's clinic. */
export interface NotificationFacts {
  subscription: { status: string; endDate: Date | null } | null;
  /** Form F records not yet complete (is_compliant false). */
  incompleteFormF: number;
  /** The clinic's calendar day (yyyy-mm-dd). */
  today: string;
  /** Form F records of the previous and the current month (the clinic's months). */
  formsLastMonth: number;
  formsThisMonth: number;
  /** Appointments today not yet completed or cancelled. */
  openAppointmentsToday: number;
  /** Patients' report links locked by wrong codes, still within their days and not sent again. */
  lockedLinks: number;
  /** The centre's PC-PNDT certificate, once recorded (issue 29 §4). */
  registration?: RegistrationFacts | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );
const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * The bell's list (issue 22), most urgent first: the subscription (the dashboard's expiry rule,
 * or a lapsed plan), incomplete Form F records, the monthly register's due date (Rule 9(8): the
 * previous month's by the 5th; otherwise the current month's next), and today's appointments.
 */
export function buildNotifications(facts: NotificationFacts, now: Date): Notification[] {
  const list: Notification[] = [];
  const sub = facts.subscription;
  const warning = findExpiryWarning(sub, now);
  if (warning) {
    list.push({
      id: 'subscription',
      title: warning.title,
      detail: warning.description,
      href: warning.action.href,
      urgent: true,
    });
  } else if (sub && (sub.status === 'expired' || (sub.endDate !== null && daysLeft(sub.endDate, now) <= 0))) {
    list.push({
      id: 'subscription',
      title: 'Subscription Expired',
      detail: 'Renew your plan to restore access to all features.',
      href: '/billing?tab=plans',
      urgent: true,
    });
  }
  const registration = registrationNotification(facts.registration ?? null);
  if (registration) list.push(registration);
  if (facts.incompleteFormF > 0) {
    list.push({
      id: 'form-f-incomplete',
      title: `${plural(facts.incompleteFormF, 'Form F is', 'Form Fs are')} incomplete`,
      detail: 'Complete them before the monthly register goes to the Appropriate Authority.',
      href: '/pcpndt',
      urgent: true,
    });
  }
  const thisMonth = facts.today.slice(0, 7);
  const lastMonth = previousMonth(thisMonth);
  const lastDue = registerDueDate(lastMonth);
  const [month, forms] =
    facts.today <= lastDue && facts.formsLastMonth > 0
      ? [lastMonth, facts.formsLastMonth]
      : [thisMonth, facts.formsThisMonth];
  if (forms > 0) {
    const due = registerDueDate(month);
    list.push({
      id: 'register-due',
      title: `Form F register for ${monthName(month)} due by ${formatIsoDay(due)}`,
      detail: `${plural(forms, 'form', 'forms')} to report for the month.`,
      href: `/pcpndt/register/${month}`,
      urgent: month === lastMonth,
    });
  }
  if (facts.lockedLinks > 0) {
    list.push({
      id: 'shared-link-locked',
      title: `${plural(facts.lockedLinks, 'report link was', 'report links were')} locked`,
      detail: 'Too many wrong codes were entered. If the patient asks, send her report again.',
      href: '/reports',
      urgent: true,
    });
  }
  if (facts.openAppointmentsToday > 0) {
    list.push({
      id: 'todays-schedule',
      title: `${plural(facts.openAppointmentsToday, 'appointment', 'appointments')} today`,
      detail: "See today's schedule on the dashboard.",
      href: '/dashboard',
      urgent: false,
    });
  }
  return list;
}
