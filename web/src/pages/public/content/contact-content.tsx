import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../../../core/brand.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { ContactForm } from './contact-form.tsx';
import { TEXT_LINK } from './prose.tsx';

const HOURS = [
  [msg('Monday – Friday'), '9:00 am – 6:00 pm IST'],
  [msg('Saturday'), '10:00 am – 4:00 pm IST'],
  [msg('Sunday'), msg('Emergency support only')],
] as const;

export function ContactContent() {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
      <section aria-labelledby="contact-details-title" className="space-y-6">
        <h2 id="contact-details-title" className="text-xl font-semibold text-slate-900">
          {t('Contact details')}
        </h2>
        <Detail icon={<Phone aria-hidden="true" className="size-5" />} label={t('Phone')}>
          <a href={`tel:${SUPPORT_PHONE.replaceAll(' ', '')}`} className={TEXT_LINK}>
            {SUPPORT_PHONE}
          </a>
        </Detail>
        <Detail icon={<Mail aria-hidden="true" className="size-5" />} label={t('E-mail')}>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={`${TEXT_LINK} break-all`}>
            {SUPPORT_EMAIL}
          </a>
          <span className="block text-sm text-slate-600">{t('We reply within 24 hours.')}</span>
        </Detail>
        <Detail icon={<MapPin aria-hidden="true" className="size-5" />} label={t('Office')}>
          <address className="not-italic">{SUPPORT_ADDRESS}</address>
        </Detail>
        <Detail icon={<Clock aria-hidden="true" className="size-5" />} label={t('Support hours')}>
          <dl className="space-y-1">
            {HOURS.map(([days, hours]) => (
              <div key={days} className="flex flex-wrap gap-x-2">
                <dt className="font-medium text-slate-900">{t(days)}:</dt>
                <dd>{t(hours)}</dd>
              </div>
            ))}
          </dl>
        </Detail>
      </section>
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <ContactForm />
      </div>
    </div>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-blue-700">{icon}</span>
      <div className="text-slate-700">
        <h3 className="font-medium text-slate-900">{label}</h3>
        {children}
      </div>
    </div>
  );
}
