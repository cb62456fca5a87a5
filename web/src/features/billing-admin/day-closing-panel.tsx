import { useState } from 'react';
import { formatDateTime, formatIsoDay } from '../../../../core/format/dates.ts';
import { formatPaise, rupeesToPaise } from '../../../../core/format/inr.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { EmptyMessage } from '../../components/ui/state-message.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { clinicDay } from '../../lib/clinic-dates.ts';
import { formatRupeeText } from '../../lib/format-rupees.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { useCloseDay, useClosings, useCollections, useFeeList, useReopenDay } from './billing-admin-api.ts';

/**
 * The day-end count per counter (the centre's counters from the fee list's settings): that
 * counter's expected takings by mode (its receipts less its refunds), the cash counted, the
 * variance, which needs a note when it is not zero. A closed counter-day refuses money at that
 * counter until an administrator reopens it.
 */
export function DayClosingPanel() {
  const t = useT();
  const [date, setDate] = useState(() => clinicDay(new Date()));
  const counters = useFeeList().data?.counters ?? ['main'];
  const [chosen, setCounter] = useState<string | null>(null);
  const counter = chosen !== null && counters.includes(chosen) ? chosen : (counters[0] ?? 'main');
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const day = useCollections(date, date);
  const close = useCloseDay();
  // Each counter closes on its own takings: the report's rows for this counter only.
  const atCounter = (day.data?.byCounter ?? []).filter((m) => m.counter === counter);
  const expectedCash = rupeesToPaise(atCounter.find((m) => m.mode === 'cash')?.net ?? '0') ?? 0n;
  const countedPaise = rupeesToPaise(counted.trim() || 'x');
  const variance = countedPaise === null ? null : countedPaise - expectedCash;
  const submit = () =>
    close.mutate(
      { date, counter, countedCash: counted.trim(), note: note.trim() || null },
      {
        onSuccess: () => {
          toast({ title: t('Day closed') });
          setCounted('');
          setNote('');
        },
        onError: (error) =>
          toast({
            title: t('The day was not closed'),
            description: t(errorMessageOf(error, msg('Please try again.'))),
            variant: 'destructive',
          }),
      },
    );
  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('Close the day')}</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="space-y-1.5">
            <Label htmlFor="closing-date">{t('Day')}</Label>
            <DateInput id="closing-date" value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="closing-counter">{t('Counter')}</Label>
            <Select id="closing-counter" value={counter} onChange={(e) => setCounter(e.target.value)}>
              {counters.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="closing-counted">{t('Cash counted (₹)')}</Label>
            <Input
              id="closing-counted"
              inputMode="decimal"
              value={counted}
              onChange={(e) => setCounted(e.target.value)}
            />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {atCounter.map((m) => (
            <div key={m.mode} className="rounded-md bg-slate-50 p-3">
              <dt className="text-slate-600">{t('Expected {mode}', { mode: m.mode })}</dt>
              <dd className="font-semibold text-slate-900">{formatRupeeText(m.net)}</dd>
            </div>
          ))}
          <div className="rounded-md bg-slate-50 p-3">
            <dt className="text-slate-600">{t('Variance')}</dt>
            <dd className="font-semibold text-slate-900" data-testid="closing-variance">
              {variance === null ? '—' : formatPaise(variance)}
            </dd>
          </div>
        </dl>
        <div className="space-y-1.5">
          <Label htmlFor="closing-note">{t('Note (required when the cash differs)')}</Label>
          <Textarea id="closing-note" value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <Button onClick={submit} disabled={close.isPending || counted.trim() === ''}>
          {t('Close the day')}
        </Button>
      </Card>
      <ClosingHistory />
    </div>
  );
}

function ClosingHistory() {
  const t = useT();
  const closings = useClosings();
  const reopen = useReopenDay();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const list = closings.data ?? [];
  if (list.length === 0) return <EmptyMessage>{t('No day has been closed yet.')}</EmptyMessage>;
  return (
    <Card className="divide-y divide-slate-200">
      <h2 className="px-4 py-3 text-lg font-semibold text-slate-900 sm:px-6">{t('Closed days')}</h2>
      {list.map((c) => (
        <div key={c.id} className="space-y-2 px-4 py-3 text-sm sm:px-6">
          <p className="font-medium text-slate-900">
            {formatIsoDay(c.date)} · {c.counter} ·{' '}
            {t('Counted {counted}, variance {variance}', {
              counted: formatRupeeText(c.counted),
              variance: formatRupeeText(c.variance),
            })}
          </p>
          <p className="text-slate-600">
            {t('Closed by {name} on {when}', { name: c.closedBy ?? '—', when: formatDateTime(c.closedAt) })}
            {c.note ? ` · ${c.note}` : ''}
            {c.reopenedAt ? ` · ${t('Reopened {when}', { when: formatDateTime(c.reopenedAt) })}` : ''}
          </p>
          {c.reopenedAt ? null : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                aria-label={t('Why the day is reopened')}
                placeholder={t('Why the day is reopened')}
                value={reasons[c.id] ?? ''}
                onChange={(e) => setReasons((all) => ({ ...all, [c.id]: e.target.value }))}
              />
              <Button
                variant="secondary"
                disabled={reopen.isPending || !(reasons[c.id] ?? '').trim()}
                onClick={() =>
                  reopen.mutate(
                    { id: c.id, reason: reasons[c.id] ?? '' },
                    {
                      onSuccess: () => toast({ title: t('Day reopened') }),
                      onError: (error) =>
                        toast({
                          title: t('Not reopened'),
                          description: t(errorMessageOf(error, msg('Please try again.'))),
                          variant: 'destructive',
                        }),
                    },
                  )
                }
              >
                {t('Reopen')}
              </Button>
            </div>
          )}
        </div>
      ))}
    </Card>
  );
}
