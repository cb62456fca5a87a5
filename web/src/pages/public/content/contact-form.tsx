import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CONTACT_MESSAGES } from '../../../../../core/contact/contact-messages.ts';
import {
  type ContactMessage,
  type ContactMessageInput,
  ContactMessageSchema,
} from '../../../../../core/contact/contact-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { ApiRequestError, errorMessageOf } from '../../../lib/api-client.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { postContactMessage } from './contact-api.ts';

type ContactValues = ContactMessageInput;

const EMPTY: Required<{ [K in keyof ContactValues]: string }> = {
  firstName: '',
  lastName: '',
  email: '',
  clinicName: '',
  subject: '',
  message: '',
};
const FIELDS = new Set<string>(Object.keys(EMPTY));
const SEND_FAILED = msg('Your message could not be sent. Please try again or e-mail us directly.');

/** The contact form of spec §2.8: the server's schema and messages, checked here before sending. */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const hydrated = useHydrated();
  const form = useForm<ContactValues, unknown, ContactMessage>({
    defaultValues: EMPTY,
    resolver: zodResolver(ContactMessageSchema),
  });
  const { errors } = form.formState;

  const send = useMutation({
    mutationFn: postContactMessage,
    onSuccess: () => {
      toast({ title: t('Message sent'), description: t(CONTACT_MESSAGES.received) });
      form.reset(EMPTY);
      setSent(true);
    },
    onError: (error) => {
      const rateLimited = error instanceof ApiRequestError && error.status === 429;
      const description = rateLimited
        ? (error.serverMessage ?? CONTACT_MESSAGES.tooManyMessages)
        : errorMessageOf(error, SEND_FAILED);
      toast({ title: t('Message not sent'), description: t(description), variant: 'destructive' });
      if (error instanceof ApiRequestError) {
        for (const { field, message } of error.fieldErrors) {
          if (FIELDS.has(field)) form.setError(field as keyof ContactValues, { type: 'server', message });
        }
      }
    },
  });

  const submit = form.handleSubmit((values) => {
    setSent(false);
    send.mutate(values);
  });
  const control = (name: keyof ContactValues) => ({ ...form.register(name), disabled: send.isPending });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
        {t('Send us a message')}
      </h2>
      {sent ? (
        <p role="status" className="flex items-start gap-2 rounded-md bg-green-50 px-4 py-3 text-green-900">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t(CONTACT_MESSAGES.received)}
        </p>
      ) : null}
      {send.isError && send.error instanceof ApiRequestError && send.error.status === 429 ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800">
          {t(send.error.serverMessage ?? CONTACT_MESSAGES.tooManyMessages)}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-first-name" label={t('First Name')} error={errors.firstName?.message}>
          {(field) => <Input {...field} {...control('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField id="contact-last-name" label={t('Last Name')} error={errors.lastName?.message}>
          {(field) => <Input {...field} {...control('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField id="contact-email" label={t('Email')} error={errors.email?.message}>
        {(field) => <Input {...field} {...control('email')} type="email" autoComplete="email" />}
      </FormField>
      <FormField id="contact-clinic" label={t('Clinic Name (optional)')} error={errors.clinicName?.message}>
        {(field) => <Input {...field} {...control('clinicName')} autoComplete="organization" />}
      </FormField>
      <FormField id="contact-subject" label={t('Subject')} error={errors.subject?.message}>
        {(field) => <Input {...field} {...control('subject')} />}
      </FormField>
      <FormField id="contact-message" label={t('Message')} error={errors.message?.message}>
        {(field) => <Textarea {...field} {...control('message')} rows={6} />}
      </FormField>
      <Button type="submit" size="lg" disabled={!hydrated || send.isPending}>
        {send.isPending ? t('Sending...') : t('Send Message')}
      </Button>
    </form>
  );
}
