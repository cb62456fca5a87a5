import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

/** Loading, error and empty states inside a card or section, worded by the caller. */
export function LoadingMessage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 py-10 text-slate-700', className)}>
      <Spinner className="size-5" />
      {children}
    </div>
  );
}

export function ErrorMessage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={cn('flex items-center justify-center gap-2 py-10 text-center text-red-800', className)}
    >
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
      <p>{children}</p>
    </div>
  );
}

export function EmptyMessage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-2 py-10 text-center text-slate-700', className)}>
      <Inbox aria-hidden="true" className="size-8 text-slate-400" />
      {children}
    </div>
  );
}
