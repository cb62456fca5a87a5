import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { LoginResponse } from '../../../../core/auth/login-schema.ts';
import type { TwoFactorChallengeResponse } from '../../../../core/auth/security-schemas.ts';
import { AUTH_MESSAGES } from '../../../../core/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { t } from '../../lib/i18n.ts';
import { promoteSelectedPlan } from '../../lib/plan-handoff.ts';
import { toast } from '../../lib/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { postLogin, startSession } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { describeLoginError } from './login-error-message.ts';
import { SessionEndNotice } from './session-end-notice.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

interface LoginValues {
  email: string;
  password: string;
}

const LINK_CLASSES = 'font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const [, navigate] = useLocation();
  // Spec §2.3: "Remember me" is shown but its value goes nowhere.
  const [rememberMe, setRememberMe] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // With two-factor on, the password answers with a challenge and the code step takes over.
  const [challenge, setChallenge] = useState<TwoFactorChallengeResponse | null>(null);
  const hydrated = useHydrated();
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  function signedIn(data: Pick<LoginResponse, 'token' | 'user'>) {
    startSession(data.token, data.user);
    toast({ title: t('Login Successful'), description: t('Welcome back, {name}!', { name: data.user.firstName }) });
    navigate(promoteSelectedPlan() ? '/subscription' : '/dashboard');
  }

  const login = useMutation({
    mutationFn: postLogin,
    onSuccess: (data) => {
      if ('twoFactor' in data) setChallenge(data);
      else signedIn(data);
    },
    onError: (error) => {
      toast({ title: t('Login Failed'), description: describeLoginError(error), variant: 'destructive' });
    },
  });

  // The form-level checks of spec §5 come first, then the field rules of LoginFormSchema. The
  // schema (and zod with it) loads on the first submit, not with the page: the sign-in page is a
  // public entry point and its first paint should not wait for the validation library.
  async function onSubmit(values: LoginValues) {
    form.clearErrors();
    setFormError(null);
    if (!values.email.trim() || !values.password) {
      setFormError(t(AUTH_MESSAGES.loginBothRequired));
      return;
    }
    if (!values.email.includes('@')) {
      setFormError(t(AUTH_MESSAGES.loginEmailNeedsAt));
      return;
    }
    const { LoginFormSchema } = await import('../../../../core/auth/login-schema.ts');
    const parsed = LoginFormSchema.safeParse({ ...values, rememberMe });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'email' || field === 'password') form.setError(field, { message: issue.message });
      }
      return;
    }
    login.mutate({ email: parsed.data.email, password: parsed.data.password });
  }

  if (challenge) {
    return (
      <AuthLayout
        title={t('Two-factor sign-in')}
        subtitle={challenge.twoFactor === 'enrol' ? t('Set up your authenticator app') : t('One more step')}
      >
        <TwoFactorStep challenge={challenge} onSignedIn={signedIn} onCancel={() => setChallenge(null)} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('Welcome back')}
      subtitle={t('Sign in to your clinic account')}
      footer={
        <>
          {t("Don't have an account?")}{' '}
          <Link href="/signup" className={LINK_CLASSES}>
            {t('Sign up')}
          </Link>
        </>
      }
    >
      <SessionEndNotice />
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
        <FormField id="login-email" label={t('Email')} error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('you@clinic.in')}
              {...form.register('email')}
            />
          )}
        </FormField>
        <FormField id="login-password" label={t('Password')} error={errors.password?.message}>
          {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />}
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Checkbox
              id="login-remember"
              checked={rememberMe}
              onCheckedChange={(checked) => setRememberMe(checked === true)}
            />
            <Label htmlFor="login-remember" className="font-normal">
              {t('Remember me')}
            </Label>
          </div>
          <Link href="/forgot-password" className={`text-sm ${LINK_CLASSES}`}>
            {t('Forgot password?')}
          </Link>
        </div>
        {formError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={!hydrated || login.isPending}>
          {login.isPending ? t('Signing in...') : t('Sign In to Dashboard')}
        </Button>
      </form>
    </AuthLayout>
  );
}
