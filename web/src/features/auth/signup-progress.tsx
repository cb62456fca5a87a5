import { Check } from 'lucide-react';
import { SIGNUP_STEPS } from '../../../../core/auth/signup-schema.ts';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n.ts';

/** "Step x of 4" with the step titles from core (spec §2.4). */
export function SignupProgress({ step }: { step: number }) {
  const total = SIGNUP_STEPS.length;
  return (
    <div className="mb-6">
      <p className="text-sm font-medium text-slate-700">
        {t('Step')} {step + 1} {t('of')} {total}
      </p>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={t('Signup progress')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step + 1}
        aria-valuetext={`Step ${step + 1} of ${total}`}
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-all"
          style={{ width: `${((step + 1) / total) * 100}%` }}
        />
      </div>
      <ol className="mt-3 grid grid-cols-4 gap-2">
        {SIGNUP_STEPS.map((item, index) => {
          const done = index < step;
          const current = index === step;
          return (
            <li
              key={item.title}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 text-xs',
                current ? 'font-semibold text-blue-800' : 'text-slate-600',
              )}
            >
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                  done && 'border-blue-700 bg-blue-700 text-white',
                  current && 'border-blue-700 text-blue-800',
                  !done && !current && 'border-slate-300',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-3.5" /> : index + 1}
              </span>
              <span className="hidden sm:inline">{item.title}</span>
              <span className="sr-only">{done ? ` ${t('(completed)')}` : ''}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
