import type { DraftSentence } from '../../../../../core/reports/drafts/draft-types.ts';
import { impressionText } from '../../../../../core/reports/drafts/draft-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n.ts';
import { draftFromForm, findingsWithDraft } from './draft-from-form.ts';
import type { ReportForm } from './report-form-model.ts';
import { useFormTemplate } from './use-form-template.ts';

/**
 * The drafted impression and findings (issue 35 item 1), beside the impression: each sentence
 * with the values it came from. Nothing is written until the doctor chooses "Use draft" or
 * "Add drafted findings", and the text then stays the doctor's to edit (DESIGN §7).
 */
export function ReportDraftSuggestion({
  form,
  idPrefix,
  reportCreatedAt,
}: {
  form: ReportForm;
  idPrefix: string;
  reportCreatedAt?: string;
}) {
  const template = useFormTemplate(form);
  const values = form.watch();
  const draft = draftFromForm(values, template, reportCreatedAt);
  const impression = impressionText(draft);
  const sections = template?.sections ?? [];
  const sectionKeys = sections.map((s) => s.key);
  const findingsCount = draft.findings.reduce((n, f) => n + f.sentences.length, 0);
  if (!impression && findingsCount === 0) return null;
  const labelOf = (key: string) => sections.find((s) => s.key === key)?.label ?? sections[0]?.label ?? key;
  const nextFindings = findingsWithDraft(values.findings, draft, sectionKeys);
  const findingsAdded = sectionKeys.every((key) => (nextFindings[key] ?? '') === (values.findings[key] ?? ''));
  return (
    <section
      aria-labelledby={`${idPrefix}-draft-title`}
      className="space-y-3 rounded-md border border-emerald-200 bg-emerald-50 p-3"
      data-testid="report-draft"
    >
      <div>
        <h4 id={`${idPrefix}-draft-title`} className="text-sm font-semibold text-emerald-900">
          {t('Draft from the measurements')}
        </h4>
        <p className="text-xs text-slate-600">{t('A suggestion: check it, then use it and edit as needed.')}</p>
      </div>
      {impression ? (
        <div className="space-y-1">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('Impression')}</p>
          <CitedSentences sentences={draft.impression} />
        </div>
      ) : null}
      {draft.findings.map(({ section, sentences }) => (
        <div key={section} className="space-y-1">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{labelOf(section)}</p>
          <CitedSentences sentences={sentences} />
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        {impression ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={values.impression.trim() === impression}
            onClick={() => form.setValue('impression', impression, { shouldDirty: true })}
          >
            {t('Use draft')}
          </Button>
        ) : null}
        {findingsCount && sectionKeys.length ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={findingsAdded}
            onClick={() => form.setValue('findings', nextFindings, { shouldDirty: true })}
          >
            {t('Add drafted findings')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function CitedSentences({ sentences }: { sentences: readonly DraftSentence[] }) {
  return (
    <ul className="space-y-1 text-sm">
      {sentences.map((s) => (
        <li key={s.text} className={s.abnormal ? 'font-medium text-amber-900' : 'text-slate-900'}>
          {capitalised(s.text)}
          <span className="block text-xs text-slate-500">
            {t('From: {sources}', { sources: s.sources.join(' · ') })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A summary clause starts in lower case to be joined into one sentence; alone, it starts a sentence. */
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
