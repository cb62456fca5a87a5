import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const INPUT_CLASSES = cn(
  'block w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
  'placeholder:text-slate-500 focus:border-blue-700 focus:outline-2 focus:outline-offset-0 focus:outline-blue-700/30',
  'aria-invalid:border-red-600 aria-invalid:focus:outline-red-600/30 disabled:cursor-not-allowed disabled:bg-slate-100',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(INPUT_CLASSES, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(INPUT_CLASSES, 'min-h-24 py-2', className)} {...props} />;
}
