import { Controller } from 'react-hook-form';
import { PLANS } from '../../../../core/plans/catalogue.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { cn } from '../../lib/cn.ts';
import { formatPlanPrice } from '../../lib/format-rupees.ts';
import { t } from '../../lib/i18n.ts';
import type { SignupForm } from './signup-form.ts';

const LINK_CLASSES = 'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-800';

export function PlanStep({ form }: { form: SignupForm }) {
  const selected = form.watch('subscriptionPlan');
  const { errors } = form.formState;
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('Subscription plan')}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {PLANS.map((plan) => {
            const nameId = `plan-${plan.id}-name`;
            const detailsId = `plan-${plan.id}-details`;
            return (
              <label
                key={plan.id}
                htmlFor={`plan-${plan.id}`}
                className={cn(
                  'relative flex cursor-pointer gap-3 rounded-lg border bg-white p-4 shadow-sm',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700',
                  selected === plan.id
                    ? 'border-blue-700 ring-1 ring-blue-700'
                    : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <input
                  id={`plan-${plan.id}`}
                  type="radio"
                  value={plan.id}
                  aria-labelledby={nameId}
                  aria-describedby={detailsId}
                  className="mt-1 size-4 shrink-0 accent-blue-700"
                  {...form.register('subscriptionPlan')}
                />
                <span className="min-w-0">
                  <span id={nameId} className="block font-semibold text-slate-900">
                    {plan.name}
                    {plan.mostPopular ? (
                      <span className="ml-2 rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800">
                        {t('Most Popular')}
                      </span>
                    ) : null}
                  </span>
                  <span id={detailsId} className="mt-1 block text-sm text-slate-600">
                    <span className="block text-base font-semibold text-slate-900">
                      {plan.priceRupees === 0
                        ? t('Free for 5 days')
                        : t('{price} per month', { price: formatPlanPrice(plan.priceRupees) })}
                    </span>
                    {plan.features.slice(0, 4).join(' · ')}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {errors.subscriptionPlan?.message ? (
          <p className="mt-2 text-sm text-red-700">{t(errors.subscriptionPlan.message)}</p>
        ) : null}
      </fieldset>

      <div className="space-y-4">
        <AgreementCheckbox form={form} name="acceptTerms" href="/terms" document="Terms of Service" />
        <AgreementCheckbox form={form} name="acceptPrivacy" href="/privacy" document="Privacy Policy" />
      </div>
    </div>
  );
}

interface AgreementProps {
  form: SignupForm;
  name: 'acceptTerms' | 'acceptPrivacy';
  href: string;
  document: string;
}

function AgreementCheckbox({ form, name, href, document }: AgreementProps) {
  const id = `signup-${name}`;
  const error = form.formState.errors[name]?.message;
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Checkbox
              id={id}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              className="mt-0.5"
            />
          )}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {t('I accept the')} {/* A new tab keeps the half-filled wizard intact. */}
          <a href={href} target="_blank" rel="noopener" className={LINK_CLASSES}>
            {document}
          </a>
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 ml-8 text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
