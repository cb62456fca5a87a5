import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { msg, useT } from '../../../lib/i18n.ts';
import type { DraftSetter } from './formf-edit-fields.tsx';
import type { ChildDraft, FormFDraft, FormFErrors } from './formf-edit-model.ts';

type ChildrenKey = 'livingSons' | 'livingDaughters';

// Whole phrases per list: Hindi words the count and the age differently from English.
const LABELS: Record<ChildrenKey, { count: string; age: string }> = {
  livingSons: { count: msg('Living sons (number)'), age: msg('Age of sons {n}') },
  livingDaughters: { count: msg('Living daughters (number)'), age: msg('Age of daughters {n}') },
};

/**
 * Item 4: how many living sons and daughters, with the age of each. An empty count is "not
 * recorded", which the form keeps apart from 0 (none).
 */
export function ChildrenFields({ draft, errors, set }: { draft: FormFDraft; errors: FormFErrors; set: DraftSetter }) {
  const t = useT();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">
        {t('Living children (item 4): leave a count empty if not recorded, 0 for none')}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChildList name="livingSons" draft={draft} errors={errors} set={set} />
        <ChildList name="livingDaughters" draft={draft} errors={errors} set={set} />
      </div>
    </fieldset>
  );
}

function ChildList({
  name,
  draft,
  errors,
  set,
}: {
  name: ChildrenKey;
  draft: FormFDraft;
  errors: FormFErrors;
  set: DraftSetter;
}) {
  const t = useT();
  const children = draft[name];
  const resize = (text: string) => {
    if (!text.trim()) return set(name, null);
    const count = Math.max(0, Math.min(20, Math.trunc(Number(text)) || 0));
    const current = children ?? [];
    set(
      name,
      Array.from({ length: count }, (_, i): ChildDraft => current[i] ?? { age: '', unit: 'years' }),
    );
  };
  const update = (index: number, child: ChildDraft) =>
    set(
      name,
      (children ?? []).map((c, i) => (i === index ? child : c)),
    );
  return (
    <div className="space-y-2">
      <FormField id={`formf-${name}`} label={t(LABELS[name].count)} error={errors[name]}>
        {(control) => (
          <Input
            {...control}
            type="number"
            min={0}
            max={20}
            value={children === null ? '' : String(children.length)}
            onChange={(e) => resize(e.target.value)}
          />
        )}
      </FormField>
      {(children ?? []).map((child, index) => (
        // Children have no identity but their place in the list.
        // biome-ignore lint/suspicious/noArrayIndexKey: the position is the child's identity here
        <div key={index} className="flex items-end gap-2">
          <FormField id={`formf-${name}-${index}-age`} label={t(LABELS[name].age, { n: index + 1 })}>
            {(control) => (
              <Input
                {...control}
                type="number"
                min={0}
                max={99}
                value={child.age}
                onChange={(e) => update(index, { ...child, age: e.target.value })}
              />
            )}
          </FormField>
          <FormField id={`formf-${name}-${index}-unit`} label={t('Unit')}>
            {(control) => (
              <Select
                {...control}
                value={child.unit}
                onChange={(e) => update(index, { ...child, unit: e.target.value === 'months' ? 'months' : 'years' })}
              >
                <option value="years">{t('years')}</option>
                <option value="months">{t('months')}</option>
              </Select>
            )}
          </FormField>
        </div>
      ))}
    </div>
  );
}
