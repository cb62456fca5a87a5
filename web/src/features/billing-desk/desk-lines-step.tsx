import { Trash2 } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Link } from 'wouter';
import { FEE_ITEM_KIND_LABELS, type FeeItem } from '../../../../core/patient-bills/fee-list-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { Combobox, type ComboboxOption } from '../../components/ui/combobox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useT } from '../../lib/i18n.ts';
import { useCan } from '../../lib/use-permissions.ts';
import { addLine, type DraftLine, paiseOf, rupeesText } from './bill-draft.ts';

export const ITEM_SEARCH_ID = 'desk-item';

/** What the typed text matches on today's fee list (name, kind or what a package includes). */
function matching(items: readonly FeeItem[], text: string): FeeItem[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    const haystack = `${item.name} ${item.kind} ${item.includes ?? ''}`.toLowerCase();
    return item.active && words.every((word) => haystack.includes(word));
  });
}

/**
 * Step 2: studies and add-ons from the fee list, searched as one types; Enter adds the first
 * match (or the one chosen with the arrows), so a line goes on without the mouse.
 */
export function DeskLinesStep({
  items,
  lines,
  onChange,
}: {
  items: readonly FeeItem[];
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const found = matching(items, text).slice(0, 12);
  const options: ComboboxOption[] = found.map((item) => ({
    value: item.id,
    label: item.name,
    detail: `${t(FEE_ITEM_KIND_LABELS[item.kind])} · ${rupeesText(paiseOf(item.price) ?? 0)}`,
  }));

  function add(id: string) {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) return;
    onChange(addLine(lines, { feeItemId: item.id, name: item.name, unitPaise: paiseOf(item.price) ?? 0 }));
    setText('');
  }

  // The combobox handles Enter on an option picked with the arrows; any other Enter adds the first match.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    event.preventDefault();
    if (found[0]) add(found[0].id);
  }

  const setQuantity = (index: number, quantity: number) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, quantity } : line)));

  return (
    <div className="space-y-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter is caught from the combobox's input inside. */}
      <div className="space-y-1.5" onKeyDown={onKeyDown}>
        <Label htmlFor={ITEM_SEARCH_ID}>{t('Add study or item (type, then Enter)')}</Label>
        <Combobox
          id={ITEM_SEARCH_ID}
          inputValue={text}
          onInputChange={setText}
          options={options}
          onSelect={(option) => add(option.value)}
          emptyText={
            items.length === 0 ? t('The fee list is empty: an administrator sets it up') : t('Nothing matches')
          }
          placeholder={t('Anomaly scan, Doppler, CD...')}
        />
      </div>
      {items.every((item) => !item.active) ? <EmptyFeeListNote /> : null}
      {lines.length === 0 ? (
        <p className="text-sm text-slate-600">{t('No studies on the bill yet.')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" aria-label={t('Bill lines')}>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th className="py-2 pr-2 font-medium">{t('Study / item')}</th>
                <th className="w-20 py-2 pr-2 font-medium">{t('Qty')}</th>
                <th className="py-2 pr-2 text-right font-medium">{t('Rate')}</th>
                <th className="py-2 pr-2 text-right font-medium">{t('Amount')}</th>
                <th className="py-2">
                  <span className="sr-only">{t('Remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <tr key={line.feeItemId} className="border-b border-slate-100">
                  <td className="py-2 pr-2 font-medium text-slate-900">{line.name}</td>
                  <td className="py-2 pr-2">
                    <Input
                      type="number"
                      min={1}
                      max={99}
                      aria-label={`${t('Quantity of')} ${line.name}`}
                      value={line.quantity}
                      onChange={(event) =>
                        setQuantity(index, Math.max(1, Math.min(99, Number(event.target.value) || 1)))
                      }
                    />
                  </td>
                  <td className="py-2 pr-2 text-right tabular-nums">{rupeesText(line.unitPaise)}</td>
                  <td className="py-2 pr-2 text-right tabular-nums">{rupeesText(line.unitPaise * line.quantity)}</td>
                  <td className="py-2 text-right">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`${t('Remove')} ${line.name}`}
                      onClick={() => onChange(lines.filter((_, i) => i !== index))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * A new centre's fee list is empty, so nothing can be billed: said on the step itself, not only
 * in the search's drop-down, with the way to the fee list for whoever may set it up.
 */
function EmptyFeeListNote() {
  const t = useT();
  const can = useCan();
  return (
    <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {t('The fee list is empty: an administrator sets it up')}
      {can('settings') ? (
        <>
          {' '}
          <Link href="/billing-admin?tab=fees" className="font-medium underline">
            {t('Set up the fee list')}
          </Link>
        </>
      ) : null}
    </p>
  );
}
