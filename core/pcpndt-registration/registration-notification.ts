import { formatIsoDay } from '../format/dates.ts';
import { daysUntil, RENEWAL_REMINDER_DAYS } from './registration-dates.ts';

/** The recorded certificate's last day and the clinic's calendar day, for the bell. */
export interface RegistrationFacts {
  validTo: string;
  today: string;
}

/**
 * The bell's line about the centre's registration certificate (issue 29 §4): from 90 days before
 * its last day, urgent from 30 days, and once it has expired. Nothing before it is recorded (the
 * dashboard says that), so a new clinic's bell stays quiet.
 */
export function registrationNotification(facts: RegistrationFacts | null) {
  if (!facts) return null;
  const left = daysUntil(facts.today, facts.validTo);
  if (left > RENEWAL_REMINDER_DAYS[0]) return null;
  const href = '/settings#pcpndt-registration';
  if (left < 0)
    return {
      id: 'pcpndt-registration' as const,
      title: 'PC-PNDT registration expired',
      detail: `The certificate expired on ${formatIsoDay(facts.validTo)}. Renew it and record the new certificate.`,
      href,
      urgent: true,
    };
  return {
    id: 'pcpndt-registration' as const,
    title: `PC-PNDT registration expires in ${left === 1 ? '1 day' : `${left} days`}`,
    detail: `The certificate is valid until ${formatIsoDay(facts.validTo)}. Apply for renewal in time.`,
    href,
    urgent: left <= RENEWAL_REMINDER_DAYS[1],
  };
}
