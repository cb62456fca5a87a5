import { useWatch } from 'react-hook-form';
import { formatIsoDay } from '../../../../../core/format/dates.ts';
import { DATED_BY, type DatingDecision } from '../../../../../core/obstetrics/dating-decision.ts';
import { formatWeeksDays } from '../../../../../core/obstetrics/lmp.ts';
import type { ReportComputed } from '../../../../../core/reports/report-computed.ts';
import { t } from '../../../lib/i18n.ts';
import { computeFromForm } from './computed-preview.ts';
import type { ReportForm } from './report-form-model.ts';

/** Warnings about values as typed, in amber, next to what they qualify. */
export function ComputedWarnings({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="space-y-1 text-xs text-amber-800">
      {messages.map((message) => (
        <li key={message}>{t(message)}</li>
      ))}
    </ul>
  );
}

/** The computed values of the form as it stands (re-rendered on every change of the form). */
export function useComputed(form: ReportForm, reportCreatedAt: string | undefined): ReportComputed {
  // Subscribes to every change; the values themselves are read whole from getValues.
  useWatch({ control: form.control });
  return computeFromForm(form.getValues(), reportCreatedAt);
}

/** datedGaText() in the screen's language: the age and how it was dated, each translated. */
function datedGaOnScreen(dating: DatingDecision): string {
  const age = formatWeeksDays(Math.floor(dating.gaDays / 7), dating.gaDays % 7);
  return t('{ga} ({by})', { ga: t(age), by: t(DATED_BY[dating.method]) });
}

/**
 * The report's one dating decision as it will print (issue 30 item 2): by the LMP, or re-dated by
 * the CRL or the biometry with the rule used. A typed EDD that differs is kept and flagged here.
 */
export function DatingSummary({ computed, id }: { computed: ReportComputed; id: string }) {
  const { dating } = computed;
  const single = computed.fetuses.length === 1 ? (computed.fetuses[0]?.warnings ?? []) : [];
  if (!dating && computed.warnings.length === 0 && single.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-1 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm">
      <h3 id={id} className="font-semibold text-slate-900">
        {t('Dating of this report')}
      </h3>
      {dating ? (
        <p className="text-slate-900">
          {t('EDD (as dated)')} <strong>{formatIsoDay(dating.edd)}</strong> · GA{' '}
          <strong>{datedGaOnScreen(dating)}</strong>
          <span className="block text-xs text-slate-600">{t(dating.rule)}</span>
        </p>
      ) : null}
      <ComputedWarnings messages={[...computed.warnings, ...single]} />
    </section>
  );
}
