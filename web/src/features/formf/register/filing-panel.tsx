import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatDateTime, formatIsoDay } from '../../../../../core/format/dates.ts';
import { RegisterFilingInputSchema } from '../../../../../core/formf/register-filing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiRequestError, errorMessageOf } from '../../../lib/api-client.ts';
import { msg, useT } from '../../../lib/i18n.ts';
import { useRecordsReadOnly } from '../../../lib/records-read-only.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { type RegisterFilingInput, saveFiling, useFiling } from '../records-api.ts';
import { currentMonth, screenMonthLabel } from './register-model.ts';

type Errors = Partial<Record<keyof RegisterFilingInput, string>>;

/**
 * The record that the month's report went to the Appropriate Authority (Rule 9(8)): when, to
 * whom, under which reference, and who recorded it. Recordable once the month has ended.
 */
export function FilingPanel({ month }: { month: string }) {
  const t = useT();
  const readOnly = useRecordsReadOnly();
  const filing = useFiling(month);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<RegisterFilingInput>({ filedOn: '', filedWith: '', referenceNumber: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const monthEnded = month < currentMonth(new Date());
  const record = filing.data?.filing ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = RegisterFilingInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      await saveFiling(month, parsed.data);
      setEditing(false);
      toast({
        title: t('Filing recorded'),
        description: t('Monthly report for {month} recorded as filed', { month: screenMonthLabel(month) }),
      });
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors.length) {
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
      } else {
        toast({
          title: t('Error'),
          description: t(errorMessageOf(error, msg('Failed to record the filing'))),
          variant: 'destructive',
        });
      }
    } finally {
      setSaving(false);
    }
  }

  if (!filing.data) return null;
  const canRecord = monthEnded && !readOnly;
  return (
    <section className="border-b border-slate-200 px-4 py-3 text-sm sm:px-6" aria-label={t('Monthly report filing')}>
      {record && !editing ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-slate-800">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            <span>
              {richText(
                t(
                  'Filed on <b>{date}</b> with <b>{authority}</b>, reference <b>{reference}</b>. Recorded by {name}, {when}.',
                  {
                    date: formatIsoDay(record.filedOn),
                    authority: record.filedWith,
                    reference: record.referenceNumber,
                    name: record.recordedByName,
                    when: formatDateTime(record.recordedAt),
                  },
                ),
                { b: (words) => <strong>{words}</strong> },
              )}
            </span>
          </p>
          {canRecord ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setValues({
                  filedOn: record.filedOn,
                  filedWith: record.filedWith,
                  referenceNumber: record.referenceNumber,
                });
                setEditing(true);
              }}
            >
              {t('Correct')}
            </Button>
          ) : null}
        </div>
      ) : !monthEnded ? (
        <p className="text-slate-700">
          {t('The monthly report can be recorded as filed once {month} has ended.', { month: screenMonthLabel(month) })}
        </p>
      ) : !canRecord ? (
        <p className="text-slate-700">{t('Filing of the monthly report: not recorded.')}</p>
      ) : editing || !record ? (
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
          <p className="font-medium text-slate-900">{t('Record that the monthly report was filed')}</p>
          <div className="grid gap-3 sm:grid-cols-3">
            <FormField id="filing-date" label={t('Filed on')} error={errors.filedOn}>
              {(control) => (
                <DateInput
                  {...control}
                  value={values.filedOn}
                  onChange={(e) => setValues({ ...values, filedOn: e.target.value })}
                />
              )}
            </FormField>
            <FormField id="filing-with" label={t('Filed with (authority)')} error={errors.filedWith}>
              {(control) => (
                <Input
                  {...control}
                  value={values.filedWith}
                  placeholder={t('District Appropriate Authority')}
                  onChange={(e) => setValues({ ...values, filedWith: e.target.value })}
                />
              )}
            </FormField>
            <FormField id="filing-reference" label={t('Reference number')} error={errors.referenceNumber}>
              {(control) => (
                <Input
                  {...control}
                  value={values.referenceNumber}
                  onChange={(e) => setValues({ ...values, referenceNumber: e.target.value })}
                />
              )}
            </FormField>
          </div>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? t('Saving…') : t('Record Filing')}
            </Button>
            {record ? (
              <Button type="button" variant="secondary" size="sm" onClick={() => setEditing(false)}>
                {t('Cancel')}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}
