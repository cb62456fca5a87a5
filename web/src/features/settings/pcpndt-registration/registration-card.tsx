import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { pcpndtRegistrationApi as api } from '../../../../../core/api/pcpndt-registration-api.ts';
import { formatIsoDay } from '../../../../../core/format/dates.ts';
import type { NoticeLanguage, Registration } from '../../../../../core/pcpndt-registration/registration-schemas.ts';
import { REGISTRATION_MESSAGES } from '../../../../../core/pcpndt-registration/registration-schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { MonthInput } from '../../../components/ui/month-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { urlOf } from '../../../lib/call-api.ts';
import { clinicDay } from '../../../lib/clinic-dates.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast-store.ts';
import { SettingsSection } from '../settings-section.tsx';
import { CertificateForm } from './certificate-form.tsx';
import { useRegistration } from './registration-api.ts';
import { MachineList, SonologistList } from './registration-lists.tsx';

/** What the certificate's state means for the centre, in one line. */
export function registrationSummary(registration: Registration): { text: string; tone: 'ok' | 'warn' | 'bad' } {
  const validTo = registration.certificate?.validTo;
  if (registration.status === 'missing' || !validTo) return { text: t(REGISTRATION_MESSAGES.missing), tone: 'warn' };
  if (registration.status === 'expired') return { text: t(REGISTRATION_MESSAGES.expired), tone: 'bad' };
  const until = formatIsoDay(validTo);
  return registration.status === 'expiring'
    ? {
        text: t('Valid until {date}: {days} days left. Apply for renewal in time.', {
          date: until,
          days: registration.daysLeft ?? 0,
        }),
        tone: 'warn',
      }
    : { text: t('Valid until {date}.', { date: until }), tone: 'ok' };
}

const TONES = {
  ok: 'text-emerald-800 bg-emerald-50',
  warn: 'text-amber-900 bg-amber-50',
  bad: 'text-red-800 bg-red-50',
};

async function download(url: string, fileName: string) {
  try {
    await downloadFile(url, fileName);
  } catch (error) {
    toast({ title: t(errorMessageOf(error, msg('The PDF could not be made.'))), variant: 'destructive' });
  }
}

function lastMonth(): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

/** The statutory notice (Rule 17(1)) and the month's return, as PDFs. */
/** The notice's second language: each shown in its own script, as a patient's language is. */
const NOTICE_LANGUAGE_NAMES: Record<NoticeLanguage, string> = {
  'hi-IN': 'हिन्दी',
  'mr-IN': 'मराठी',
  'ta-IN': 'தமிழ்',
};

function Documents() {
  const [month, setMonth] = useState(lastMonth);
  const [language, setLanguage] = useState<NoticeLanguage>('hi-IN');
  return (
    <section aria-labelledby="pcpndt-documents" className="space-y-2">
      <h3 id="pcpndt-documents" className="font-semibold text-slate-900">
        {t('Notice and monthly return')}
      </h3>
      <p className="text-sm text-slate-600">
        {t(
          'The notice that sex determination is not done here (Rule 17(1)), in English and the language of your waiting room, for the wall.',
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Select
          aria-label={t('Language of the notice')}
          className="w-40"
          value={language}
          onChange={(event) => setLanguage(event.target.value as NoticeLanguage)}
        >
          {Object.entries(NOTICE_LANGUAGE_NAMES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
        {(['A4', 'A3'] as const).map((size) => (
          <Button
            key={size}
            variant="secondary"
            onClick={() =>
              download(urlOf(api.noticePdf, { query: { size, language } }), `pcpndt-notice-${language}-${size}.pdf`)
            }
          >
            {t('Notice ({size})', { size })}
          </Button>
        ))}
      </div>
      <p className="text-sm text-slate-600">
        {t('The month’s report to the Appropriate Authority, due by the 5th: the register, or a nil return.')}
      </p>
      <div className="flex flex-wrap gap-2">
        <MonthInput
          aria-label={t('Month of the return')}
          className="w-full sm:w-72"
          value={month}
          onChange={setMonth}
          lastYear={Number(clinicDay(new Date()).slice(0, 4))}
        />
        <Button
          variant="secondary"
          disabled={!/^\d{4}-\d{2}$/.test(month)}
          onClick={() => download(urlOf(api.monthlyReturnPdf, { query: { month } }), `pcpndt-return-${month}.pdf`)}
        >
          {t('Monthly return')}
        </Button>
      </div>
    </section>
  );
}

/** Settings → PC-PNDT registration (issue 29 §4): administrators only (the server refuses others). */
export function PcpndtRegistrationCard() {
  const registration = useRegistration();
  return (
    <SettingsSection
      id="pcpndt-registration"
      icon={ShieldCheck}
      title={t('PC-PNDT registration')}
      description={t('The centre’s certificate, ultrasound machines and sonologists')}
    >
      {registration.data ? (
        <div className="space-y-6">
          <p
            role="status"
            className={`rounded-md px-3 py-2 text-sm ${TONES[registrationSummary(registration.data).tone]}`}
          >
            {registrationSummary(registration.data).text}
          </p>
          <CertificateForm registration={registration.data} />
          <MachineList registration={registration.data} />
          <SonologistList registration={registration.data} />
          <Documents />
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          {registration.isError ? t('Could not load the registration.') : t('Loading…')}
        </p>
      )}
    </SettingsSection>
  );
}
