import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { SIGNUP_STEPS, type Signup, type SignupInput } from '../../../../core/auth/signup-schema.ts';
import { AUTH_MESSAGES } from '../../../../core/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError, errorMessageOf } from '../../lib/api-client.ts';
import { msg, t } from '../../lib/i18n.ts';
import { readSelectedPlan, setProceedToPlan } from '../../lib/plan-handoff.ts';
import { dismissToast, toast } from '../../lib/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { postSignup, startSession } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import {
  LAST_STEP,
  type SignupField,
  STEP_FIELDS,
  signupDefaults,
  signupResolver,
  stepOfField,
} from './signup-form.ts';
import { PlanStep } from './signup-plan-step.tsx';
import { SignupProgress } from './signup-progress.tsx';
import { ClinicStep, PersonalStep, StaffStep } from './signup-steps.tsx';

const STEP_VIEWS = [PersonalStep, ClinicStep, StaffStep, PlanStep] as const;
const FIELD_NAMES = new Set<string>(STEP_FIELDS.flat());

export function SignupPage() {
  useDocumentTitle('Create Account');
  const [, navigate] = useLocation();
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const form = useForm<SignupInput, unknown, Signup>({
    resolver: signupResolver,
    mode: 'onTouched',
    // A plan picked on the landing page is preselected (spec §2.4, default trial).
    defaultValues: signupDefaults(readSelectedPlan() ?? 'trial'),
  });

  // Moving between steps puts focus on the new step's heading, so screen readers announce it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step change is the trigger.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const signup = useMutation({
    mutationFn: postSignup,
    onSuccess: (data, values) => {
      startSession(data.token);
      toast({ title: t('Account Created Successfully!') });
      // Every account goes to plan selection with its chosen plan ready to start (spec §2.4, §4.5).
      const plan = values.subscriptionPlan ?? readSelectedPlan();
      if (plan) {
        setProceedToPlan(plan);
        navigate('/subscription');
      } else {
        navigate('/dashboard');
      }
    },
    onError: (error) => {
      toast({
        title: t('Registration Failed'),
        description: t(errorMessageOf(error, msg('Registration failed'))),
        variant: 'destructive',
      });
      showServerFieldErrors(error);
    },
  });

  // Put the server's field complaints (e.g. the e-mail already in use) on the fields themselves.
  function showServerFieldErrors(error: unknown) {
    if (!(error instanceof ApiRequestError)) return;
    const fieldErrors =
      error.status === 409
        ? [{ field: 'email', message: error.serverMessage ?? AUTH_MESSAGES.emailTaken }]
        : error.fieldErrors;
    const known = fieldErrors.filter((e) => FIELD_NAMES.has(e.field));
    for (const { field, message } of known) form.setError(field as SignupField, { type: 'server', message });
    const first = known[0];
    if (first) setStep(stepOfField(first.field));
  }

  // The "complete all required fields" toast is about the step it was raised on: it goes when the
  // step is left, or it would sit over the next, untouched step (issue 22).
  const incompleteToast = useRef<{ id: number; step: number } | null>(null);
  useEffect(() => {
    const raised = incompleteToast.current;
    if (raised === null || raised.step === step) return;
    dismissToast(raised.id);
    incompleteToast.current = null;
  }, [step]);

  async function goNext() {
    const valid = await form.trigger([...(STEP_FIELDS[step] ?? [])], { shouldFocus: true });
    if (!valid) {
      incompleteToast.current = { id: toast({ title: t(AUTH_MESSAGES.stepIncomplete), variant: 'destructive' }), step };
      return;
    }
    setStep((current) => Math.min(current + 1, LAST_STEP));
  }

  const submit = form.handleSubmit(
    (values) => signup.mutate(values),
    (errors) => {
      toast({ title: t(AUTH_MESSAGES.fixValidation), variant: 'destructive' });
      const firstStep = STEP_FIELDS.findIndex((fields) => fields.some((name) => name in errors));
      if (firstStep >= 0) setStep(firstStep);
    },
  );

  // Enter in a field means Next until the last step.
  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    if (step < LAST_STEP) {
      event.preventDefault();
      void goNext();
      return;
    }
    void submit(event);
  }

  const StepView = STEP_VIEWS[step] ?? PersonalStep;
  const title = SIGNUP_STEPS[step]?.title ?? '';

  return (
    <AuthLayout
      wide
      title={t('Create your clinic account')}
      subtitle={t('Set up your ultrasound centre in four short steps')}
      footer={
        <>
          {t('Already have an account?')}{' '}
          <Link href="/login" className="font-medium text-blue-700 hover:underline">
            {t('Sign in')}
          </Link>
        </>
      }
    >
      <SignupProgress step={step} />
      <form noValidate onSubmit={onFormSubmit}>
        <h2 ref={headingRef} tabIndex={-1} className="mb-5 text-lg font-semibold text-slate-900 outline-none">
          {title}
        </h2>
        <StepView form={form} />
        <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-6">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => setStep((current) => Math.max(current - 1, 0))}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('Previous')}
            </Button>
          ) : (
            <span />
          )}
          {step < LAST_STEP ? (
            <Button type="submit">
              {t('Next')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          ) : (
            <Button type="submit" disabled={signup.isPending}>
              {signup.isPending ? t('Creating Account...') : t('Create Account')}
            </Button>
          )}
        </div>
      </form>
    </AuthLayout>
  );
}
