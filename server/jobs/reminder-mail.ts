import { PORTAL_NAME } from '../../core/brand.ts';
import { formatDate, formatIsoDay } from '../../core/format/dates.ts';
import { registerDueDate } from '../../core/formf/formf-register.ts';
import type { RegisterReminderKind } from '../../core/formf/register-filing.ts';
import { findPlan } from '../../core/plans/catalogue.ts';
import type { SubscriptionReminderKind } from '../../core/subscriptions/reminders.ts';

export interface MailText {
  subject: string;
  text: string;
}

interface SubscriptionFacts {
  kind: SubscriptionReminderKind;
  clinicName: string;
  firstName: string;
  planId: string;
  trial: boolean;
  endDate: Date;
  timeZone: string;
  publicUrl: string;
}

/**
 * The renewal reminders the billing, refund and terms pages promise ("Nothing renews without your
 * payment; we remind you 7 days and 1 day before the renewal date"), and the notice on the day a
 * plan lapses. Dates are dd/mm/yyyy in the clinic's time zone.
 */
export function subscriptionReminderMail(facts: SubscriptionFacts): MailText {
  const plan = facts.trial ? 'free trial' : `${findPlan(facts.planId)?.name ?? 'subscription'} plan`;
  const ends = formatDate(facts.endDate, facts.timeZone);
  const link = `${facts.publicUrl}/billing?tab=plans`;
  const hello = `Hello ${facts.firstName},\n\n`;
  const sign = `\n\n${PORTAL_NAME}\n`;
  if (facts.kind === 'subscription_lapsed') {
    return {
      subject: `${PORTAL_NAME}: the ${plan} of ${facts.clinicName} has ended`,
      text:
        `${hello}The ${plan} of ${facts.clinicName} ended on ${ends}. Your records are kept, but the portal ` +
        `is limited until you choose a plan and pay for it:\n\n${link}${sign}`,
    };
  }
  const when = facts.kind === 'subscription_7_days' ? 'in 7 days' : 'tomorrow';
  const renew = facts.trial
    ? 'To keep using the portal after the trial, choose a plan and pay for the first month:'
    : 'Nothing renews without your payment: we never charge a card automatically. To keep using the portal, pay for the next month:';
  return {
    subject: `${PORTAL_NAME}: the ${plan} of ${facts.clinicName} ends ${when} (${ends})`,
    text:
      `${hello}The ${plan} of ${facts.clinicName} ends ${when}, on ${ends}.\n\n${renew}\n\n${link}\n\n` +
      `To cancel, simply do not pay; your plan stays active until ${ends}.${sign}`,
  };
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );

/** The PC-PNDT register reminder (Rule 9(8)): last month's register is due by the 5th. */
export function registerReminderMail(facts: {
  kind: RegisterReminderKind;
  clinicName: string;
  firstName: string;
  month: string;
  openForms: number;
  publicUrl: string;
}): MailText {
  const due = formatIsoDay(registerDueDate(facts.month));
  const name = monthName(facts.month);
  const forms = facts.openForms === 1 ? '1 Form F record is' : `${facts.openForms} Form F records are`;
  const again = facts.kind === 'register_second' ? 'Reminder: ' : '';
  return {
    subject: `${again}${PORTAL_NAME}: ${forms} incomplete or not submitted in the ${name} register of ${facts.clinicName}`,
    text:
      `Hello ${facts.firstName},\n\n${forms} of ${name} incomplete or not yet submitted at ${facts.clinicName}. ` +
      `The month's register is due with the Appropriate Authority by ${due} (PC-PNDT Rule 9(8)).\n\n` +
      `Complete and submit them here:\n\n${facts.publicUrl}/pcpndt/register/${facts.month}\n\n${PORTAL_NAME}\n`,
  };
}
