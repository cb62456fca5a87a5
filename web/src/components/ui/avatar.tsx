import { cn } from '../../lib/cn.ts';

/** A round badge of one or two characters; decorative, as the full name is always next to it. */
export function Avatar({ text, className }: { text: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800 uppercase',
        className,
      )}
    >
      {text}
    </span>
  );
}
