import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Card } from './card.tsx';

export type StatTone = 'blue' | 'green' | 'amber' | 'violet' | 'pink' | 'slate';

const TONES: Record<StatTone, string> = {
  blue: 'bg-blue-50 text-blue-700',
  green: 'bg-green-50 text-green-700',
  amber: 'bg-amber-50 text-amber-700',
  violet: 'bg-violet-50 text-violet-700',
  pink: 'bg-pink-50 text-pink-700',
  slate: 'bg-slate-100 text-slate-700',
};

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  tone?: StatTone;
  hint?: string;
}

/**
 * The grid of a screen's stat cards: two compact columns on a phone, so four cards take one
 * short band instead of the two screens that pushed every list out of sight (issue 28).
 */
export const STAT_GRID = 'grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4';

/**
 * One headline number. The label and value form a term/definition pair for screen readers. Four to a
 * row beside the sidebar leave ~160 px at 1366 px: a lakh of rupees (₹1,23,456.00, wider still in
 * Devanagari digits) takes a smaller size there and wraps rather than being cut off.
 */
export function StatCard({ label, value, icon: Icon, tone = 'blue', hint }: StatCardProps) {
  return (
    <Card className="p-3 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <dl className="min-w-0">
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
          <dd className="mt-0.5 break-words text-lg font-bold tracking-tight text-slate-900 tabular-nums sm:mt-1 sm:text-2xl lg:text-xl 2xl:text-2xl">
            {value}
          </dd>
          {hint ? <dd className="mt-0.5 text-xs text-slate-600 sm:mt-1">{hint}</dd> : null}
        </dl>
        <span
          aria-hidden="true"
          className={cn('hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex', TONES[tone])}
        >
          <Icon className="size-5" />
        </span>
      </div>
    </Card>
  );
}
