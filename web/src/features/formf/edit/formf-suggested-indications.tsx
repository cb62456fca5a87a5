import { FORM_F_INDICATIONS } from '../../../../../core/formf/indications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { FormF } from '../formf-api.ts';
import type { DraftSetter } from './formf-edit-fields.tsx';
import type { FormFDraft } from './formf-edit-model.ts';

/**
 * The item 10 indications matching the report's medical indication (issue 22): offered, never
 * ticked for staff, who confirm each with the button or tick it below.
 */
export function SuggestedIndications({ form, draft, set }: { form: FormF; draft: FormFDraft; set: DraftSetter }) {
  const t = useT();
  const offered = form.suggestedIndications.filter((code) => !draft.indications.includes(code));
  if (offered.length === 0) return null;
  const texts = FORM_F_INDICATIONS.filter((i) => offered.includes(i.code));
  return (
    <div role="note" className="space-y-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-slate-800">
      <p>
        {t(
          'The report\'s medical indication ("{indication}") matches these items of the official list. Tick them only if they apply:',
          { indication: form.otherIndication ?? '' },
        )}
      </p>
      <ul className="list-disc pl-5">
        {texts.map((i) => (
          <li key={i.code}>
            {i.code}. {i.text}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => set('indications', [...draft.indications, ...offered])}>
        {offered.length === 1
          ? t('Tick this indication')
          : t('Tick these {count} indications', { count: offered.length })}
      </Button>
    </div>
  );
}
