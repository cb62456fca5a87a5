import { Building2, ChartColumn, FileCheck2, FileText, Route, ShieldCheck } from 'lucide-react';
import { msg, t } from '../../lib/i18n.ts';

const FEATURES = [
  {
    icon: FileText,
    title: msg('Branded, compliance-ready reports'),
    text: msg('AI-assisted reporting on structured templates, exported as PDFs with your centre’s name and logo.'),
  },
  {
    icon: FileCheck2,
    title: msg('Automated PCPNDT Form-F'),
    text: msg('Form F filled from the study, with digital signatures and a complete audit trail.'),
  },
  {
    icon: Route,
    title: msg('The whole patient journey'),
    text: msg('Registration, scheduling, scanning, reports, compliance and notifications in one flow.'),
  },
  {
    icon: Building2,
    title: msg('Multi-centre management'),
    text: msg('Run several centres from one account with shared templates and consistent records.'),
  },
  {
    icon: ShieldCheck,
    title: msg('Secure by design'),
    text: msg('Role-based access, encryption and audit logs protect every patient record.'),
  },
  {
    icon: ChartColumn,
    title: msg('Analytics dashboards'),
    text: msg('Daily scans, revenue and compliance status at a glance.'),
  },
] as const;

export function LandingFeatures() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('Everything an imaging centre needs')}
          </h2>
          <p className="mt-3 text-lg text-slate-700">
            {t('From the first registration to the signed report and the statutory form, without paperwork.')}
          </p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-md bg-blue-50 text-blue-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-2 text-slate-700">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
