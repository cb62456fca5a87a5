import { formatDate } from '../../../../../core/format/dates.ts';
import { describeExpiry, type ExpiryDisplay } from '../../../../../core/subscriptions/expiry.ts';
import { cn } from '../../../lib/cn.ts';

const TONES: Record<ExpiryDisplay['tone'], string> = {
  red: 'text-red-700',
  orange: 'text-orange-700',
  green: 'text-green-700',
};

/** 'Expired on dd/mm/yyyy' (red), 'Expires in N day(s)' (orange), 'N days remaining' (green). */
export function ExpiryText({ endDate, className }: { endDate: string; className?: string }) {
  const { text, tone } = describeExpiry(endDate, new Date(), (date) => formatDate(date));
  return (
    <span data-tone={tone} className={cn('font-medium', TONES[tone], className)}>
      {text}
    </span>
  );
}
