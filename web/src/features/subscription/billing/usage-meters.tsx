import { Gauge } from 'lucide-react';
import { currentDisplayDigits, formatCount, inDigits } from '../../../../../core/format/digits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../../components/ui/state-message.tsx';
import { cn } from '../../../lib/cn.ts';
import { t } from '../../../lib/i18n.ts';
import type { ActiveSubscription } from '../../../lib/use-active-subscription.ts';
import type { SubscriptionPlan } from '../subscription-api.ts';

/** Clinical spec §9: bars of unlimited quantities scale against these, for display only. */
const DISPLAY_MAXIMA = { patients: 100, reports: 50, storageMb: 1000 } as const;

interface UsageTabProps {
  subscription: ActiveSubscription | null | undefined;
  plans: SubscriptionPlan[] | undefined;
  loading: boolean;
  failed: boolean;
  onShowPlans: () => void;
}

export function UsageTab(props: UsageTabProps) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-3">
        <Gauge aria-hidden="true" className="size-5 text-blue-700" />
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('Usage this month')}</h2>
          <p className="text-sm text-slate-600">
            {/* "the 1st" is a date in the wording: the screen's digits. */}
            {inDigits(t("Counts since the 1st of this month, against your plan's limits."), currentDisplayDigits())}
          </p>
        </div>
      </CardHeader>
      <CardContent>
        <UsageBody {...props} />
      </CardContent>
    </Card>
  );
}

function UsageBody({ subscription, plans, loading, failed, onShowPlans }: UsageTabProps) {
  if (loading) return <LoadingMessage>{t('Loading usage...')}</LoadingMessage>;
  if (failed) return <ErrorMessage>{t('Failed to load usage. Please try again later.')}</ErrorMessage>;
  if (!subscription) {
    return (
      <EmptyMessage>
        <p>{t('Usage appears here once you choose a plan.')}</p>
        <Button className="mt-2" onClick={onShowPlans}>
          {t('View Plans')}
        </Button>
      </EmptyMessage>
    );
  }
  const { usage } = subscription;
  // No plan offers zero storage: a missing (0) limit falls back to the plan's own figure.
  const storageLimit =
    usage.limits.storageMb > 0
      ? usage.limits.storageMb
      : (plans?.find((plan) => plan.id === subscription.planId)?.storageLimitMb ?? null);
  return (
    <div className="space-y-6">
      <UsageMeter
        label={t('Patients this month')}
        used={usage.patientsThisMonth}
        limit={usage.limits.patientsPerMonth}
        displayMax={DISPLAY_MAXIMA.patients}
      />
      <UsageMeter
        label={t('Reports this month')}
        used={usage.reportsThisMonth}
        limit={usage.limits.reportsPerMonth}
        displayMax={DISPLAY_MAXIMA.reports}
      />
      <UsageMeter
        label={t('Storage')}
        used={usage.storageMb}
        limit={storageLimit}
        displayMax={DISPLAY_MAXIMA.storageMb}
        unit="MB"
      />
      <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">
        {t('User accounts: {used} of {limit}', {
          used: formatCount(usage.users),
          limit: usage.limits.users === null ? t('Unlimited') : formatCount(usage.limits.users),
        })}
      </p>
    </div>
  );
}

interface UsageMeterProps {
  label: string;
  used: number;
  /** null = unlimited. */
  limit: number | null;
  displayMax: number;
  unit?: string;
}

function UsageMeter({ label, used, limit, displayMax, unit }: UsageMeterProps) {
  const withUnit = (n: number) => (unit ? `${formatCount(n)} ${unit}` : formatCount(n));
  const max = limit ?? displayMax;
  const percent = max > 0 ? Math.min(100, Math.round((used / max) * 100)) : 100;
  const text = t('{used} of {limit}', {
    used: withUnit(used),
    limit: limit === null ? t('Unlimited') : withUnit(limit),
  });
  const id = `usage-${label.toLowerCase().replaceAll(' ', '-')}`;
  const bar =
    limit === null ? 'bg-slate-400' : percent >= 100 ? 'bg-red-600' : percent >= 80 ? 'bg-amber-500' : 'bg-blue-700';
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <span id={id} className="font-medium text-slate-900">
          {label}
        </span>
        <span className="text-sm text-slate-700 tabular-nums">{text}</span>
      </div>
      {/* The native meter is what assistive technology reads; the bar below is its picture. */}
      <meter
        aria-labelledby={id}
        min={0}
        max={max}
        value={Math.min(used, max)}
        aria-valuetext={text}
        className="sr-only"
      >
        {text}
      </meter>
      <div aria-hidden="true" className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200">
        <div className={cn('h-full rounded-full', bar)} style={{ width: `${percent}%` }} />
      </div>
      {limit !== null && used >= limit ? (
        <p className="mt-1 text-sm text-red-700">{t('Limit reached. Upgrade your plan to add more.')}</p>
      ) : null}
    </div>
  );
}
