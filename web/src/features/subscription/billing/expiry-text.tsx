import { formatDate } from '../../../../../core/format/dates.ts';
import { describeExpiry, type ExpiryDisplay } from '../../../../../core/subscriptions/expiry.ts';
import { cn } from '../../../lib/cn.ts';
import { t } from '../../../lib/i18n.ts';

const TONES: Record<ExpiryDisplay['tone'], string> = {
  red: 'text-red-700',
  orange: 'text-orange-700',
  green: 'text-green-700',
};

/** The line in the screen's language, from what core says the expiry is. */
function expiryWords({ kind, days }: ExpiryDisplay, date: string): string {
  if (kind === 'expired') return t('Expired on {date}', { date });
  if (kind === 'expiring') return days === 1 ? t('Expires in 1 day') : t('Expires in {count} days', { count: days });
  return t('{count} days remaining', { count: days });
}

/** 'Expired on dd/mm/yyyy' (red), 'Expires in N day(s)' (orange), 'N days remaining' (green). */
export function ExpiryText({ endDate, className }: { endDate: string; className?: string }) {
  const expiry = describeExpiry(endDate, new Date(), (date) => formatDate(date));
  const { tone } = expiry;
  const text = expiryWords(expiry, formatDate(endDate));
  return (
    <span data-tone={tone} className={cn('font-medium', TONES[tone], className)}>
      {text}
    </span>
  );
}
