import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n.ts';

export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cn('size-6 animate-spin text-blue-700', className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Shown while the signed-in state or a screen loads (spec §2.1). */
export function FullScreenSpinner() {
  return (
    <div role="status" aria-label={t('Loading')} className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}

/** A spinner for a content area inside the shell. */
export function AreaSpinner() {
  return (
    <div role="status" aria-label={t('Loading')} className="flex min-h-64 items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
