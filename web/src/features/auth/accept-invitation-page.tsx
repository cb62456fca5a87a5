import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { HTTP_MESSAGES } from '../../../../core/messages.ts';
import { TEAM_MESSAGES } from '../../../../core/team/team-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { postAcceptInvitation, startSession } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

/** The invitation link's page (issue 15 §3): choose a password under the signup policy, then in. */
export function AcceptInvitationPage() {
  useDocumentTitle('Join your clinic');
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';

  const accept = useMutation({
    mutationFn: ({ password, confirm }: { password: string; confirm: string }) =>
      postAcceptInvitation(token, password, confirm),
    onSuccess: ({ token: session, user }) => {
      startSession(session, user);
      toast({
        title: t('Welcome'),
        description: t('You are signed in as {name}.', { name: `${user.firstName} ${user.lastName}` }),
      });
      navigate('/');
    },
  });

  if (!token) {
    return (
      <AuthLayout title={t('Join your clinic')} footer={<SignInLink />}>
        <p role="alert" className="text-slate-800">
          {t(TEAM_MESSAGES.invitationInvalid)}
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('Join your clinic')}
      subtitle={t('Choose a password for your new account.')}
      footer={<SignInLink />}
    >
      <NewPasswordForm
        idPrefix="accept"
        passwordLabel={t('Password')}
        confirmLabel={t('Confirm Password')}
        onValid={(password, confirm) => accept.mutate({ password, confirm })}
      >
        {accept.isError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {t(errorMessageOf(accept.error, HTTP_MESSAGES.internal))}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
          {accept.isPending ? t('Joining...') : t('Join and Sign In')}
        </Button>
      </NewPasswordForm>
    </AuthLayout>
  );
}

function SignInLink() {
  return (
    <Link href="/login" className="font-medium text-blue-700 hover:underline">
      {t('Already have an account? Sign in')}
    </Link>
  );
}
