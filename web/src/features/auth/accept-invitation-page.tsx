import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { findPasswordProblem } from '../../../../core/auth/password-policy.ts';
import { AUTH_MESSAGES, HTTP_MESSAGES } from '../../../../core/messages.ts';
import { TEAM_MESSAGES } from '../../../../core/team/team-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { postAcceptInvitation, startSession } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';

const PASSWORD_HINT = '8 or more characters with upper and lower case letters, a number and one of @$!%*?&';

/** The invitation link's page (issue 15 §3): choose a password under the signup policy, then in. */
export function AcceptInvitationPage() {
  useDocumentTitle('Join your clinic');
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const accept = useMutation({
    mutationFn: () => postAcceptInvitation(token, password, confirm),
    onSuccess: ({ token: session, user }) => {
      startSession(session, user);
      toast({ title: 'Welcome', description: `You are signed in as ${user.firstName} ${user.lastName}.` });
      navigate('/');
    },
  });

  if (!token) {
    return (
      <AuthLayout title="Join your clinic" footer={<SignInLink />}>
        <p role="alert" className="text-slate-800">
          {TEAM_MESSAGES.invitationInvalid}
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Join your clinic" subtitle="Choose a password for your new account." footer={<SignInLink />}>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          const next = {
            password: findPasswordProblem(password) ?? undefined,
            confirm: password !== confirm ? AUTH_MESSAGES.passwordsDoNotMatch : undefined,
          };
          setErrors(next);
          if (!next.password && !next.confirm) accept.mutate();
        }}
      >
        <FormField id="accept-password" label="Password" error={errors.password} hint={PASSWORD_HINT}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <FormField id="accept-confirm" label="Confirm Password" error={errors.confirm}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
          )}
        </FormField>
        {accept.isError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessageOf(accept.error, HTTP_MESSAGES.internal)}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
          {accept.isPending ? 'Joining...' : 'Join and Sign In'}
        </Button>
      </form>
    </AuthLayout>
  );
}

function SignInLink() {
  return (
    <Link href="/login" className="font-medium text-blue-700 hover:underline">
      Already have an account? Sign in
    </Link>
  );
}
