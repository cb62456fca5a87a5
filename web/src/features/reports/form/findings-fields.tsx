import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n.ts';
import { usePatient } from '../reports-api.ts';
import { AskModel } from './assist/ask-model.tsx';
import { ConclusionSuggestion } from './conclusion-suggestion.tsx';
import { applyNormalTemplate } from './normal-template.ts';
import { OwnPhraseTextarea } from './own-phrase-textarea.tsx';
import { PhraseTextarea } from './phrase-textarea.tsx';
import { ReportDraftSuggestion } from './report-draft-suggestion.tsx';
import type { ReportForm } from './report-form-model.ts';
import { useFormTemplate } from './use-form-template.ts';

/** One phrase-suggestion text area per template section, and Apply Normal Template (spec §2, §5). */
export function FindingsFields({ form, idPrefix }: { form: ReportForm; idPrefix: string }) {
  const type = form.watch('reportType');
  const template = useFormTemplate(form);
  // The normal text follows the patient's sex (a woman's KUB has no "Prostate is normal").
  const patient = usePatient(form.watch('patientId') || null);
  const errors = form.formState.errors;
  const [notice, setNotice] = useState('');
  // A refusal of the findings as a whole (the server's fetal-sex check names the field "findings").
  const message = errors.findings?.message;
  const findingsError = typeof message === 'string' ? message : undefined;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {template
            ? t('{template}: type 2 letters for suggested phrases.', { template: template.name })
            : t('Choose a study type to see its sections.')}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={!type}
          onClick={() => setNotice(applyNormalTemplate(form, template, patient.data?.gender ?? null))}
        >
          <ClipboardCheck aria-hidden="true" className="size-4" />
          {t('Apply Normal Template')}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {notice}
      </p>
      {findingsError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t(findingsError)}
        </p>
      ) : null}
      {template?.sections.map((section) => (
        <Controller
          key={`${template.id}-${template.version}-${section.key}`}
          control={form.control}
          name={`findings.${section.key}`}
          render={({ field, fieldState }) => (
            <OwnPhraseTextarea
              templateId={template.id}
              section={section.key}
              id={`${idPrefix}-finding-${section.key}`}
              label={section.label}
              value={field.value ?? ''}
              onChange={field.onChange}
              phraseBank={section.phrases?.length ? section.phrases : template.phraseBank}
              organ={section.phrases?.length ? undefined : section.label}
              placeholder={section.placeholder}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
    </div>
  );
}

/** Impression and recommendations (wizard step 4; the dialog's Report Summary). */
export function SummaryFields({
  form,
  idPrefix,
  reportCreatedAt,
  reportId = null,
}: {
  form: ReportForm;
  idPrefix: string;
  reportCreatedAt?: string;
  /** The saved report (or auto-saved draft) the clinic's model is asked about. */
  reportId?: string | null;
}) {
  const template = useFormTemplate(form);
  const bank = template?.phraseBank ?? [];
  return (
    <div className="space-y-4">
      <ReportDraftSuggestion form={form} idPrefix={idPrefix} reportCreatedAt={reportCreatedAt} />
      <AskModel form={form} idPrefix={idPrefix} reportId={reportId} />
      <ConclusionSuggestion form={form} idPrefix={idPrefix} />
      <Controller
        control={form.control}
        name="impression"
        render={({ field, fieldState }) => (
          <OwnPhraseTextarea
            templateId={template?.id ?? ''}
            section="impression"
            id={`${idPrefix}-impression`}
            label={t('Impression *')}
            value={field.value}
            onChange={field.onChange}
            phraseBank={bank}
            placeholder={t('Summary of the findings')}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="recommendations"
        render={({ field, fieldState }) => (
          <PhraseTextarea
            id={`${idPrefix}-recommendations`}
            label={t('Recommendations')}
            value={field.value}
            onChange={field.onChange}
            phraseBank={bank}
            placeholder={t('Follow-up or correlation advised')}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}
