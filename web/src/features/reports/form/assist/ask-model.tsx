import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { assistApi } from '../../../../../../core/api/assist-api.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessageOf } from '../../../../lib/api-client.ts';
import { callApi } from '../../../../lib/call-api.ts';
import { msg, t } from '../../../../lib/i18n.ts';
import { useCan } from '../../../../lib/use-permissions.ts';
import type { ReportForm } from '../report-form-model.ts';

/**
 * "Ask the model" (issue 35 item 4): the clinic's own language model suggests an impression from
 * the saved report's age and values. The answer is only a suggestion, editable here; nothing
 * reaches the report until the doctor chooses "Use as impression" (DESIGN §7). Shown only to
 * those who may sign reports, and only when an administrator turned the assistant on.
 */
export function AskModel({
  form,
  idPrefix,
  reportId,
}: {
  form: ReportForm;
  idPrefix: string;
  reportId: string | null;
}) {
  const can = useCan();
  const allowed = can('reports.finalize');
  const status = useQuery({
    queryKey: [assistApi.status.path],
    queryFn: () => callApi(assistApi.status),
    enabled: allowed,
    staleTime: 60_000,
  });
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (id: string) => callApi(assistApi.ask, { params: { id } }),
    onSuccess: (answer) => setSuggestion(answer.suggestion),
    onError: () => setSuggestion(null),
  });
  if (!allowed || !status.data?.enabled) return null;
  const textId = `${idPrefix}-model-suggestion`;
  return (
    <section
      aria-labelledby={`${idPrefix}-model-title`}
      className="space-y-3 rounded-md border border-violet-200 bg-violet-50 p-3"
      data-testid="ask-model"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 id={`${idPrefix}-model-title`} className="text-sm font-semibold text-violet-900">
            {t('Your clinic’s model')} ({status.data.model})
          </h4>
          <p className="text-xs text-slate-600">
            {reportId
              ? t('Sends the age and values of the report as last saved; no name or ID.')
              : t('Save the draft first: the model reads the saved report.')}
          </p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          disabled={!reportId || ask.isPending}
          onClick={() => reportId && ask.mutate(reportId)}
        >
          {ask.isPending ? t('Asking…') : t('Ask the model')}
        </Button>
      </div>
      {ask.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t(errorMessageOf(ask.error, msg('The model could not be asked')))}
        </p>
      ) : null}
      {suggestion !== null ? (
        <div className="space-y-2">
          <label htmlFor={textId} className="block text-xs font-medium uppercase tracking-wide text-slate-500">
            {t('Suggested impression (edit before using)')}
          </label>
          <textarea
            id={textId}
            value={suggestion}
            onChange={(event) => setSuggestion(event.target.value)}
            rows={4}
            className="w-full rounded-md border border-slate-300 bg-white p-2 text-sm text-slate-900"
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={suggestion.trim() === ''}
              onClick={() => {
                form.setValue('impression', suggestion.trim(), { shouldDirty: true });
                setSuggestion(null);
              }}
            >
              {t('Use as impression')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSuggestion(null)}>
              {t('Discard')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
