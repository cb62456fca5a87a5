import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n.ts';
import { formConsistency } from './form-consistency.ts';
import type { ReportForm } from './report-form-model.ts';
import { useFormTemplate } from './use-form-template.ts';

/**
 * Beside the impression: the conclusion line the scores suggest (TI-RADS, BI-RADS, Doppler, NT,
 * growth), which the doctor adds or uses instead, never written by itself (issue 30 item 7); and,
 * live, where the impression contradicts the scores, as finalizing will ask (issue 35 item 5).
 */
export function ConclusionSuggestion({ form, idPrefix }: { form: ReportForm; idPrefix: string }) {
  const template = useFormTemplate(form);
  const values = form.watch();
  const { suggestion, contradictions } = formConsistency(values, template);
  if (!suggestion && contradictions.length === 0) return null;
  const impression = values.impression.trim();
  const write = (text: string) => form.setValue('impression', text, { shouldDirty: true });
  return (
    <section
      aria-labelledby={`${idPrefix}-suggestion-title`}
      className="space-y-2 rounded-md border border-blue-200 bg-blue-50 p-3"
    >
      <h4 id={`${idPrefix}-suggestion-title`} className="text-sm font-semibold text-blue-900">
        {t('Suggested from the scores')}
      </h4>
      {suggestion ? (
        <>
          <p className="whitespace-pre-line text-sm text-slate-900" data-testid="conclusion-suggestion">
            {suggestion}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={impression.includes(suggestion)}
              onClick={() => write(impression ? `${impression}\n${suggestion}` : suggestion)}
            >
              {t('Add to impression')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => write(suggestion)}>
              {t('Use instead of the impression')}
            </Button>
          </div>
        </>
      ) : null}
      {contradictions.length ? (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-medium">
            {t('The impression contradicts the scores; finalizing will ask you to confirm:')}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {contradictions.map((c) => (
              <li key={c.code}>{t(c.message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
