import { formatIsoDay } from '../../../../../core/format/dates.ts';
import type { ProposedItem } from '../../../../../core/formf/formf-proposals.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.ts';

type Translate = ReturnType<typeof useT>;

const labels = (t: Translate): Record<ProposedItem, string> => ({
  procedureDate: t('Procedure carried out on (item 13)'),
  examinationType: t('Ultrasound done (item 11)'),
  sectionBPlace: t('Place (end of section B)'),
});

function shown(t: Translate, item: ProposedItem, value: string): string {
  if (item === 'procedureDate') return formatIsoDay(value);
  if (item === 'examinationType') {
    const methods: Record<string, string> = {
      abdominal: t('Transabdominal'),
      transvaginal: t('Transvaginal'),
      both: t('Transabdominal and transvaginal'),
    };
    return methods[value] ?? value;
  }
  return value;
}

/**
 * Issue 29 §3: what the report and the clinic already say, offered for the doctor to confirm.
 * Nothing here is on the form until confirmed (and the form saved): an unconfirmed value is
 * still listed as missing above.
 */
export function ProposedValues({
  proposals,
  onConfirm,
}: {
  proposals: { item: ProposedItem; value: string }[];
  onConfirm: (items: { item: ProposedItem; value: string }[]) => void;
}) {
  const t = useT();
  if (proposals.length === 0) return null;
  const LABELS = labels(t);
  return (
    <section
      aria-labelledby="formf-proposed-title"
      className="space-y-2 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="formf-proposed-title" className="font-semibold text-slate-900">
          {t('Proposed from the report: confirm each value')}
        </h3>
        {proposals.length > 1 ? (
          <Button size="sm" variant="secondary" onClick={() => onConfirm(proposals)}>
            {t('Confirm all')}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">{t('Not on the form until you confirm it and save.')}</p>
      <ul className="space-y-2">
        {proposals.map((proposal) => (
          <li key={proposal.item} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <span className="text-slate-600">{LABELS[proposal.item]}: </span>
              <span className="font-medium">{shown(t, proposal.item, proposal.value)}</span>{' '}
              <span className="rounded bg-sky-100 px-1.5 py-0.5 text-xs text-sky-800">{t('proposed')}</span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('Confirm {item}', { item: LABELS[proposal.item] })}
              onClick={() => onConfirm([proposal])}
            >
              {t('Confirm')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
