import { Stethoscope } from 'lucide-react';
import { formatCount } from '../../../../core/format/digits.ts';
import { Card } from '../../components/ui/card.tsx';
import { t } from '../../lib/i18n.ts';

/**
 * Doctor USG Performance (clinical spec): finished reports per doctor, all time. Shown only when
 * there is something to show; a nameless entry or a zero count is worded, not left blank.
 */
export function DoctorUsgCard({ counts }: { counts: Record<string, number> }) {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  if (entries.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="doctor-usg-title" className="px-6 py-5">
        <h2 id="doctor-usg-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Stethoscope aria-hidden="true" className="size-5 text-blue-700" />
          {t('Doctor USG Performance')}
        </h2>
        <ul className="mt-4 divide-y divide-slate-200">
          {entries.map(([doctor, count]) => (
            <li key={doctor} className="flex items-center justify-between gap-3 py-2.5 text-sm">
              <span className="min-w-0 truncate font-medium text-slate-900">
                {doctor.trim() || 'No doctor assigned'}
              </span>
              <span className="shrink-0 text-slate-700 tabular-nums">
                {count > 0 ? `${formatCount(count)} USG` : t('No USG done')}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
