import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { securityApi } from '../../../../core/api/security-api.ts';
import { SECURITY_MESSAGES } from '../../../../core/auth/security-schemas.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { callApi } from '../../lib/call-api.ts';
import { t } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { AUTH_USER_KEY } from '../../lib/use-auth.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthLayout } from './auth-layout.tsx';

/** The page the verification e-mail links to: it spends the link once, signed in or not. */
export function VerifyEmailPage() {
  useDocumentTitle('Verify Email');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const verify = useMutation({
    mutationFn: async () => (await callApi(securityApi.verifyEmail, { body: { token } })).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
  const { mutate } = verify;

  useEffect(() => {
    if (token) mutate();
  }, [token, mutate]);

  // The server's answer and refusal are its spec English: the catalog has them in Hindi.
  let text: string = t('Verifying your email address...');
  if (!token || verify.isError) text = t(errorMessageOf(verify.error, SECURITY_MESSAGES.verifyLinkInvalid));
  else if (verify.isSuccess) text = t(verify.data);

  return (
    <AuthLayout title={t('Email verification')} subtitle={t('Confirming your address')}>
      <div className="space-y-5">
        <p role="status" className="text-slate-800">
          {text}
        </p>
        <Link href="/dashboard" className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('Go to the dashboard')}
        </Link>
      </div>
    </AuthLayout>
  );
}
