import { formatIsoDay } from '../../../../../core/format/dates.ts';
import type { ProposedItem } from '../../../../../core/formf/formf-proposals.ts';
import { Button } from '../../../components/ui/button.tsx';

const LABELS: Record<ProposedItem, string> = {
  procedureDate: 'Procedure carried out on (item 13)',
  examinationType: 'Ultrasound done (item 11)',
  sectionBPlace: 'Place (end of section B)',
};

const METHODS: Record<string, string> = {
  abdominal: 'Transabdominal',
  transvaginal: 'Transvaginal',
  both: 'Transabdominal and transvaginal',
};

function shown(item: ProposedItem, value: string): string {
  if (item === 'procedureDate') return formatIsoDay(value);
  if (item === 'examinationType') return METHODS[value] ?? value;
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
  if (proposals.length === 0) return null;
  return (
    <section
      aria-labelledby="formf-proposed-title"
      className="space-y-2 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="formf-proposed-title" className="font-semibold text-slate-900">
          Proposed from the report: confirm each value
        </h3>
        {proposals.length > 1 ? (
          <Button size="sm" variant="secondary" onClick={() => onConfirm(proposals)}>
            Confirm all
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">Not on the form until you confirm it and save.</p>
      <ul className="space-y-2">
        {proposals.map((proposal) => (
          <li key={proposal.item} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <span className="text-slate-600">{LABELS[proposal.item]}: </span>
              <span className="font-medium">{shown(proposal.item, proposal.value)}</span>{' '}
              <span className="rounded bg-sky-100 px-1.5 py-0.5 text-xs text-sky-800">proposed</span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Confirm ${LABELS[proposal.item]}`}
              onClick={() => onConfirm([proposal])}
            >
              Confirm
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
