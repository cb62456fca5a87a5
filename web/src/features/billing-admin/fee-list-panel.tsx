import { useEffect, useState } from 'react';
import { formatIsoDay } from '../../../../core/format/dates.ts';
import { FEE_ITEM_KINDS, type FeeItem } from '../../../../core/patient-bills/fee-list-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { formatRupeeText } from '../../lib/format-rupees.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { useFeeList, useSaveFeeList } from './billing-admin-api.ts';
import { FEE_ROW_FIELD_LABELS, type FeeRowField, type RefusedField, refusedFeeRows } from './fee-row-errors.ts';

type Kind = FeeItem['kind'];
const KIND_LABELS: Record<Kind, string> = {
  study: msg('Study'),
  template: msg('Template'),
  'add-on': msg('Add-on'),
  package: msg('Package'),
};
interface Row {
  id?: string;
  name: string;
  kind: Kind;
  studyType: string | null;
  includes: string;
  price: string;
  effectiveFrom: string;
  active: boolean;
  current: FeeItem | null;
}

/** Each refusable field's control in a row: `fee-<this>-<row index>`. */
const FEE_ROW_CONTROL_IDS: Record<FeeRowField, string> = {
  name: 'name',
  kind: 'kind',
  price: 'price',
  effectiveFrom: 'from',
  includes: 'includes',
};

const rowOf = (item: FeeItem): Row => ({
  id: item.id,
  name: item.name,
  kind: item.kind,
  studyType: item.studyType,
  includes: item.includes ?? '',
  price: item.price,
  effectiveFrom: '',
  active: item.active,
  current: item,
});

/**
 * The centre's fee list: studies, templates, add-ons and packages with their prices. A changed
 * price may start on a later day; bills already made keep the price they were made at.
 */
export function FeeListPanel() {
  const t = useT();
  const fees = useFeeList();
  const save = useSaveFeeList();
  const [rows, setRows] = useState<Row[]>([]);
  const [limit, setLimit] = useState('10');
  const [gstin, setGstin] = useState('');
  const [counters, setCounters] = useState('');
  // What the last save refused, by row: the row is marked and its fields say why.
  const [refused, setRefused] = useState<RefusedField[]>([]);
  useEffect(() => {
    if (!fees.data) return;
    setRows(fees.data.items.map(rowOf));
    setLimit(String(fees.data.concessionLimitPercent));
    setGstin(fees.data.gstin ?? '');
    setCounters(fees.data.counters.join(', '));
  }, [fees.data]);

  if (fees.isPending) return <LoadingMessage>{t('Loading the fee list...')}</LoadingMessage>;
  if (fees.isError) return <ErrorMessage>{t('The fee list could not be loaded. Please try again.')}</ErrorMessage>;

  const change = (i: number, patch: Partial<Row>) => {
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setRefused((all) => all.filter((r) => r.row !== i));
  };
  /** "Item 7 (Ultrasound KUB), Price (₹): Amount is required": which item, which field, why. */
  const describeRefusal = ({ row, field, message }: RefusedField) => {
    const name = rows[row]?.name.trim();
    const item = name
      ? t('Item {number} ({name})', { number: row + 1, name })
      : t('Item {number}', { number: row + 1 });
    return field
      ? t('{item}, {field}: {problem}', { item, field: t(FEE_ROW_FIELD_LABELS[field]), problem: t(message) })
      : t('{item}: {problem}', { item, problem: t(message) });
  };
  const invalid = (i: number, field: FeeRowField) => refused.some((r) => r.row === i && r.field === field);
  const add = () =>
    setRows((all) => [
      ...all,
      {
        name: '',
        kind: 'study',
        studyType: null,
        includes: '',
        price: '',
        effectiveFrom: '',
        active: true,
        current: null,
      },
    ]);
  const submit = () => {
    setRefused([]);
    save.mutate(
      {
        concessionLimitPercent: Number(limit),
        gstin: gstin || null,
        // One name per comma; none leaves the single counter 'main'.
        counters: counters
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== ''),
        items: rows.map((r) => ({
          ...(r.id ? { id: r.id } : {}),
          name: r.name,
          kind: r.kind,
          studyType: r.studyType as never,
          includes: r.includes || null,
          price: r.price,
          ...(r.effectiveFrom ? { effectiveFrom: r.effectiveFrom } : {}),
          active: r.active,
        })),
      },
      {
        onSuccess: () => toast({ title: t('Fee list saved'), variant: 'default' }),
        onError: (error) => {
          const rowErrors = refusedFeeRows(error);
          setRefused(rowErrors);
          const first = rowErrors[0];
          toast({
            title: t('The fee list was not saved'),
            description: first ? describeRefusal(first) : t(errorMessageOf(error, msg('Please try again.'))),
            variant: 'destructive',
          });
          // On a long list the refused row may be far down: take the admin to it.
          if (first) document.getElementById(`fee-${FEE_ROW_CONTROL_IDS[first.field ?? 'name']}-${first.row}`)?.focus();
        },
      },
    );
  };

  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="concession-limit">{t('Concession a receptionist may give without approval (%)')}</Label>
          <Input id="concession-limit" inputMode="numeric" value={limit} onChange={(e) => setLimit(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="centre-gstin">{t('GSTIN of the centre (printed on bills of supply)')}</Label>
          <Input id="centre-gstin" value={gstin} onChange={(e) => setGstin(e.target.value)} />
        </div>
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor="centre-counters">
            {t('Front-desk counters, separated by commas (each closes its own day)')}
          </Label>
          <Input
            id="centre-counters"
            placeholder={t('Counter 1, Counter 2')}
            value={counters}
            onChange={(e) => setCounters(e.target.value)}
          />
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600">
          {t(
            'No studies on the fee list yet. Add each study you offer with its price: the front desk bills from this list.',
          )}
        </p>
      ) : null}
      <ul className="space-y-3">
        {rows.map((row, i) => {
          const rowRefused = refused.filter((r) => r.row === i);
          return (
            <li
              key={row.id ?? `new-${i}`}
              className={cn(
                'grid gap-3 rounded-md border p-3 md:grid-cols-12',
                rowRefused.length > 0 ? 'border-red-600 bg-red-50' : 'border-slate-200',
              )}
            >
              <div className="space-y-1 md:col-span-3">
                <Label htmlFor={`fee-name-${i}`}>{t('Name')}</Label>
                <Input
                  id={`fee-name-${i}`}
                  value={row.name}
                  aria-invalid={invalid(i, 'name')}
                  onChange={(e) => change(i, { name: e.target.value })}
                />
              </div>
              <div className="space-y-1 md:col-span-2">
                <Label htmlFor={`fee-kind-${i}`}>{t('Kind')}</Label>
                <Select
                  id={`fee-kind-${i}`}
                  value={row.kind}
                  aria-invalid={invalid(i, 'kind')}
                  onChange={(e) => change(i, { kind: e.target.value as Kind })}
                >
                  {FEE_ITEM_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(KIND_LABELS[kind])}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="space-y-1 md:col-span-2">
                <Label htmlFor={`fee-price-${i}`}>{t('Price (₹)')}</Label>
                <Input
                  id={`fee-price-${i}`}
                  inputMode="decimal"
                  value={row.price}
                  aria-invalid={invalid(i, 'price')}
                  onChange={(e) => change(i, { price: e.target.value })}
                />
              </div>
              <div className="space-y-1 md:col-span-2">
                <Label htmlFor={`fee-from-${i}`}>{t('New price from')}</Label>
                <DateInput
                  id={`fee-from-${i}`}
                  value={row.effectiveFrom}
                  aria-invalid={invalid(i, 'effectiveFrom')}
                  onChange={(e) => change(i, { effectiveFrom: e.target.value })}
                />
              </div>
              <div className="space-y-1 md:col-span-3">
                <Label htmlFor={`fee-includes-${i}`}>{t('Includes (for a package)')}</Label>
                <Input
                  id={`fee-includes-${i}`}
                  value={row.includes}
                  aria-invalid={invalid(i, 'includes')}
                  onChange={(e) => change(i, { includes: e.target.value })}
                />
              </div>
              <div className="flex flex-wrap items-center gap-4 text-sm text-slate-600 md:col-span-12">
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={row.active}
                    onChange={(e) => change(i, { active: e.target.checked })}
                  />
                  {t('Offered')}
                </label>
                {row.current ? <span>{t('Today: {price}', { price: formatRupeeText(row.current.price) })}</span> : null}
                {row.current?.nextPrice ? (
                  <span>
                    {t('From {date}: {price}', {
                      date: formatIsoDay(row.current.nextPrice.effectiveFrom),
                      price: formatRupeeText(row.current.nextPrice.price),
                    })}
                  </span>
                ) : null}
              </div>
              {rowRefused.length > 0 ? (
                <ul className="space-y-0.5 text-sm text-red-700 md:col-span-12">
                  {rowRefused.map((r) => (
                    <li key={`${r.field}-${r.message}`}>
                      {r.field
                        ? t('{field}: {problem}', { field: t(FEE_ROW_FIELD_LABELS[r.field]), problem: t(r.message) })
                        : t(r.message)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={add}>
          {t('Add item')}
        </Button>
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? t('Saving...') : t('Save fee list')}
        </Button>
      </div>
      <p className="text-sm text-slate-600">{t('Bills already made keep the prices they were made at.')}</p>
    </Card>
  );
}
