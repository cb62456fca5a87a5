import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { INPUT_CLASSES } from './input.tsx';

/**
 * A native <select> styled like the inputs: short fixed lists (gender, study type) get the
 * platform's own keyboard, screen reader and mobile picker behaviour for free.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(INPUT_CLASSES, 'h-10 appearance-none pr-9')} {...props} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
