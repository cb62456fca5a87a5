import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../../../core/brand.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { Note, Section } from './prose.tsx';

type ServiceStatus = 'operational' | 'degraded' | 'outage';

const STATUS_LABEL: Record<ServiceStatus, { label: string; tone: BadgeTone }> = {
  operational: { label: msg('Operational'), tone: 'green' },
  degraded: { label: msg('Degraded'), tone: 'amber' },
  outage: { label: msg('Outage'), tone: 'red' },
};

const SERVICES: { name: string; status: ServiceStatus }[] = [
  { name: msg('Web portal and sign-in'), status: 'operational' },
  { name: msg('Patients and reports'), status: 'operational' },
  { name: msg('Form F records'), status: 'operational' },
  { name: msg('Printing and PDF'), status: 'operational' },
  { name: msg('Payments (Razorpay)'), status: 'operational' },
  { name: msg('E-mail (password reset)'), status: 'operational' },
];

/** Posted by hand (spec §2.8: static content, no call); the note says so rather than implying a live monitor. */
export function SystemStatusContent() {
  const hydrated = useHydrated();
  function subscribe(form: HTMLFormElement) {
    const email = new FormData(form).get('email');
    const body = `Please send status updates to ${typeof email === 'string' ? email : ''}`;
    window.location.href = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Status updates')}&body=${encodeURIComponent(body)}`;
  }

  return (
    <>
      <Note>
        {t(
          'This page is updated by our team; it is not a live monitor. If something is not working for you and it is not listed here, call {phone} or write to {email}.',
          { phone: SUPPORT_PHONE, email: SUPPORT_EMAIL },
        )}
      </Note>
      <div className="mt-10">
        <Section title={t('Services')}>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {SERVICES.map((service) => (
              <li key={service.name} className="flex items-center justify-between gap-4 px-4 py-3">
                <span className="text-slate-900">{t(service.name)}</span>
                <Badge tone={STATUS_LABEL[service.status].tone}>{t(STATUS_LABEL[service.status].label)}</Badge>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <div className="mt-10">
        <Section title={t('Incidents')}>
          <p>
            {t(
              'No open incidents. When something goes wrong, we post it here as Investigating, then Resolved with what happened.',
            )}
          </p>
        </Section>
      </div>
      <div className="mt-10">
        <Section title={t('Scheduled maintenance')}>
          <p>
            {t(
              'None scheduled. Planned maintenance is announced here in advance and scheduled outside clinic hours where possible.',
            )}
          </p>
        </Section>
      </div>
      <div className="mt-10">
        <Section title={t('Get status updates by e-mail')}>
          <form
            className="flex flex-col gap-3 sm:flex-row"
            onSubmit={(event) => {
              event.preventDefault();
              subscribe(event.currentTarget);
            }}
          >
            <label htmlFor="status-email" className="sr-only">
              {t('Your e-mail address')}
            </label>
            <Input
              id="status-email"
              name="email"
              type="email"
              required
              placeholder={t('you@yourclinic.in')}
              className="sm:max-w-sm"
            />
            <Button type="submit" disabled={!hydrated}>
              {t('Subscribe')}
            </Button>
          </form>
          <p className="text-sm text-slate-600">{t('Opens an e-mail to our team; we add you to the update list.')}</p>
        </Section>
      </div>
    </>
  );
}
