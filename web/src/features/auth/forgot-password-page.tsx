import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { AUTH_MESSAGES, HTTP_MESSAGES } from '../../../../core/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { postForgotPassword } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';

const BACK_LINK = (
  <Link href="/login" className="font-medium text-blue-700 hover:underline">
    {t('Back to Sign In')}
  </Link>
);

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: postForgotPassword,
    onError: (failure) => {
      toast({
        title: t('Request Failed'),
        description: t(errorMessageOf(failure, HTTP_MESSAGES.internal)),
        variant: 'destructive',
      });
    },
  });

  // The answer is the same whether or not the account exists, so nobody can probe for e-mails.
  if (request.isSuccess) {
    return (
      <AuthLayout title={t('Check your email')} footer={BACK_LINK}>
        <div role="status" className="flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-4 text-blue-900">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{request.data}</p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('Forgot your password?')}
      subtitle={t('Enter your account email and we will send you a link to set a new password.')}
      footer={BACK_LINK}
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = email.trim();
          if (!trimmed.includes('@') || trimmed.length < 3) {
            setError(t(AUTH_MESSAGES.emailInvalid));
            return;
          }
          setError(null);
          request.mutate(trimmed);
        }}
      >
        <FormField id="forgot-email" label={t('Email')} error={error ?? undefined}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? t('Sending...') : t('Send Reset Link')}
        </Button>
      </form>
    </AuthLayout>
  );
}
