import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { AUTH_MESSAGES, HTTP_MESSAGES } from '../../../../core/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { postResetPassword } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

const LINK_CLASSES = 'font-medium text-blue-700 hover:underline';

export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';

  const reset = useMutation({
    mutationFn: (newPassword: string) => postResetPassword(token, newPassword),
    onSuccess: (message) => {
      toast({ title: t('Password Reset'), description: message || t(AUTH_MESSAGES.passwordResetDone) });
      navigate('/login');
    },
  });

  if (!token) {
    return (
      <AuthLayout title={t('Reset your password')} footer={<BackToSignIn />}>
        <p role="alert" className="text-slate-800">
          {t(AUTH_MESSAGES.resetLinkInvalid)}
        </p>
        <Link href="/forgot-password" className={`mt-4 inline-block ${LINK_CLASSES}`}>
          {t('Request a new link')}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('Reset your password')}
      subtitle={t('Choose a new password for your account.')}
      footer={<BackToSignIn />}
    >
      <NewPasswordForm
        idPrefix="reset"
        passwordLabel={t('New Password')}
        confirmLabel={t('Confirm New Password')}
        onValid={(password) => reset.mutate(password)}
      >
        {reset.isError ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            <p>{t(errorMessageOf(reset.error, HTTP_MESSAGES.internal))}</p>
            <Link href="/forgot-password" className="mt-1 inline-block font-medium text-red-900 underline">
              {t('Request a new link')}
            </Link>
          </div>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t('Resetting...') : t('Reset Password')}
        </Button>
      </NewPasswordForm>
    </AuthLayout>
  );
}

function BackToSignIn() {
  return (
    <Link href="/login" className={LINK_CLASSES}>
      {t('Back to Sign In')}
    </Link>
  );
}
