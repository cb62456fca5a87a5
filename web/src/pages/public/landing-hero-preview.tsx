import { CircleCheck, FileText } from 'lucide-react';
import { t } from '../../lib/i18n.ts';

const MEASUREMENTS = [
  ['BPD', '72 mm'],
  ['HC', '265 mm'],
  ['AC', '240 mm'],
  ['FL', '54 mm'],
] as const;

/** A decorative sketch of a report and its Form F status; hidden from assistive technology. */
export function LandingHeroPreview() {
  return (
    <div aria-hidden="true" className="relative hidden lg:block">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-lg">
        <div className="flex items-center justify-between border-b border-slate-100 pb-4">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-md bg-blue-50 text-blue-700">
              <FileText className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-slate-900">{t('Obstetric Ultrasound Report')}</p>
              <p className="text-sm text-slate-600">
                {t('Patient {id} · {weeks} weeks {days} days', { id: 'P-000123', weeks: 24, days: 3 })}
              </p>
            </div>
          </div>
          <span className="rounded-full bg-green-50 px-2.5 py-1 text-xs font-medium text-green-800">{t('Signed')}</span>
        </div>
        <dl className="mt-4 grid grid-cols-4 gap-3">
          {MEASUREMENTS.map(([label, value]) => (
            <div key={label} className="rounded-md bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 space-y-2">
          <div className="h-2.5 w-full rounded bg-slate-100" />
          <div className="h-2.5 w-11/12 rounded bg-slate-100" />
          <div className="h-2.5 w-3/4 rounded bg-slate-100" />
        </div>
      </div>
      <div className="absolute -bottom-6 -left-6 flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-md">
        <CircleCheck className="size-5 text-green-700" />
        <div>
          <p className="text-sm font-semibold text-slate-900">{t('Form F complete')}</p>
          <p className="text-xs text-slate-600">{t('Declaration signed · audit trail kept')}</p>
        </div>
      </div>
    </div>
  );
}
