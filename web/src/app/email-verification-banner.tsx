import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { securityApi } from '../../../core/api/security-api.ts';
import { Button } from '../components/ui/button.tsx';
import { errorMessageOf } from '../lib/api-client.ts';
import { callApi } from '../lib/call-api.ts';
import { msg, t } from '../lib/i18n.ts';
import { toast } from '../lib/toast-store.ts';
import { useAuth } from '../lib/use-auth.ts';

/** Shown on every signed-in screen until the user's e-mail address is verified. */
export function EmailVerificationBanner() {
  const { user } = useAuth();
  const resend = useMutation({
    mutationFn: async () => (await callApi(securityApi.resendVerification)).message,
    onSuccess: (message) => toast({ title: message }),
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not send the link'))), variant: 'destructive' }),
  });
  if (!user || user.isEmailVerified) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8"
    >
      <p className="flex items-center gap-2">
        <MailWarning aria-hidden="true" className="size-4 shrink-0" />
        {t('Please verify your email address (')}
        {user.email}
        {t(') with the link we sent you.')}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-auto"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {resend.isSuccess ? t('Link sent') : resend.isPending ? t('Sending...') : t('Resend link')}
      </Button>
    </div>
  );
}
