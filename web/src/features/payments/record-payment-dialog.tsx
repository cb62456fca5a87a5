import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PAYMENT_MESSAGES } from '../../../../core/messages.ts';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PaymentCreateSchema,
} from '../../../../core/payments/payment-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { keepOpenForCombobox } from '../../components/ui/combobox.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiRequestError, errorMessageOf } from '../../lib/api-client.ts';
import { clinicDay } from '../../lib/clinic-dates.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { openReceipt, paymentAmount } from './payment-display.ts';
import { PaymentPatientField } from './payment-patient-field.tsx';
import { PaymentReportField } from './payment-report-field.tsx';
import { type Payment, postPayment, refreshPaymentData } from './payments-api.ts';

/**
 * The server's own schema, plus what its message promises: a payment is not dated in the
 * future. Checked when submitting, so a dialog left open past midnight still knows "today".
 */
const PaymentFormSchema = PaymentCreateSchema.refine((payment) => payment.paymentDate <= clinicDay(new Date()), {
  path: ['paymentDate'],
  message: PAYMENT_MESSAGES.dateInvalid,
});
export type PaymentFormInput = z.input<typeof PaymentFormSchema>;
export type PaymentFormOutput = z.output<typeof PaymentFormSchema>;

const FIELDS = ['patientId', 'reportId', 'amount', 'paymentMethod', 'paymentDate', 'notes', 'receivedBy'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

// The success toast carries the Print Receipt action, so it stays a little longer than the usual 5 s.
const SUCCESS_TOAST_MS = 10_000;

function announceRecorded(payment: Payment): void {
  const { figures } = paymentAmount(payment.amount);
  toast({
    title: t('Payment recorded successfully'),
    description: t('{paymentId}: {amount} from {name}', {
      paymentId: payment.paymentId,
      amount: figures,
      name: payment.patientName,
    }),
    duration: SUCCESS_TOAST_MS,
    action: {
      label: t('Print Receipt'),
      altText: `Print receipt ${payment.paymentId} (opens in a new tab)`,
      onClick: () => openReceipt(payment.id),
    },
  });
}

/** Record Payment (clinical spec): what a patient paid, how and when, and who received it. */
export function RecordPaymentDialog({ onClose }: { onClose: () => void }) {
  const [today] = useState(() => clinicDay(new Date()));
  const form = useForm<PaymentFormInput, unknown, PaymentFormOutput>({
    resolver: zodResolver(PaymentFormSchema),
    defaultValues: {
      patientId: '',
      reportId: null,
      amount: '',
      paymentMethod: undefined,
      paymentDate: today,
      receivedBy: '',
      notes: '',
    },
  });
  const errors = form.formState.errors;

  const record = useMutation({
    mutationFn: (values: PaymentFormOutput) =>
      postPayment({
        patientId: values.patientId,
        reportId: values.reportId ?? null,
        // Sent as a number (spec §7). The schema has already limited it to two decimals and
        // ten digits, which a double holds exactly enough for String() to give the same text back.
        amount: Number(values.amount),
        paymentMethod: values.paymentMethod,
        paymentDate: values.paymentDate,
        notes: values.notes,
        receivedBy: values.receivedBy,
      }),
    onSuccess: (payment) => {
      announceRecorded(payment);
      void refreshPaymentData();
      onClose();
    },
    onError: (error) => {
      // A 402 (subscription) already has its own notice and redirect.
      if (error instanceof ApiRequestError && error.status === 402) return;
      toast({
        title: t('Error'),
        description: t(errorMessageOf(error, msg('Failed to record payment'))),
        variant: 'destructive',
      });
      if (!(error instanceof ApiRequestError)) return;
      for (const { field, message } of error.fieldErrors) {
        if (isField(field)) form.setError(field, { type: 'server', message });
      }
    },
  });

  const busy = record.isPending;
  const submit = form.handleSubmit((values) => record.mutate(values));

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        size="lg"
        showClose={!busy}
        onEscapeKeyDown={keepOpenForCombobox}
        // Anchored to the top rather than centred: the patient list opens in the flow, and a
        // centred dialog would jump when it closes, moving buttons from under the pointer.
        className="top-4! translate-y-0! sm:top-10! sm:max-h-[calc(100dvh-5rem)]!"
      >
        <DialogTitle className="text-xl font-semibold text-slate-900">{t('Record Payment')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t('Record what a patient paid. Fields marked * are required.')}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-6 space-y-4">
          <Controller
            control={form.control}
            name="patientId"
            render={({ field, fieldState }) => (
              <PaymentPatientField
                value={field.value}
                onChange={(id) => {
                  field.onChange(id);
                  // A report belongs to one patient: choosing another patient unlinks it.
                  form.setValue('reportId', null);
                }}
                error={fieldState.error?.message}
              />
            )}
          />
          <PaymentReportField form={form} error={errors.reportId?.message} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="payment-amount" label={t('Amount (₹) *')} error={errors.amount?.message}>
              {(control) => (
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-600"
                  >
                    ₹
                  </span>
                  <Input
                    {...control}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0.01"
                    placeholder="0.00"
                    className="pl-7"
                    {...form.register('amount')}
                  />
                </div>
              )}
            </FormField>
            <FormField id="payment-method" label={t('Payment Method *')} error={errors.paymentMethod?.message}>
              {(control) => (
                <Select {...control} {...form.register('paymentMethod')}>
                  <option value="">{t('Select method')}</option>
                  {PAYMENT_METHODS.map((method) => (
                    <option key={method} value={method}>
                      {t(PAYMENT_METHOD_LABELS[method])}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField id="payment-date" label={t('Payment Date *')} error={errors.paymentDate?.message}>
              {(control) => <DateInput {...control} max={today} {...form.register('paymentDate')} />}
            </FormField>
            <FormField
              id="payment-received-by"
              label={t('Received By')}
              hint={t('Leave blank to record yourself')}
              error={errors.receivedBy?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  placeholder={t('Defaults to you')}
                  maxLength={100}
                  {...form.register('receivedBy')}
                />
              )}
            </FormField>
          </div>
          <FormField id="payment-notes" label={t('Notes')} error={errors.notes?.message}>
            {(control) => <Textarea {...control} rows={2} maxLength={500} {...form.register('notes')} />}
          </FormField>
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={busy} onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('Recording...') : t('Record Payment')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
