import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { type RefObject, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';
import { useT } from '../../lib/i18n.ts';
import { type ToastEdge, toastEdge } from '../../lib/toast-edge.ts';
import { dismissToast, getCurrentToast, subscribeToasts, TOAST_DURATION_MS } from '../../lib/toast-store.ts';

/** Tailwind's sm breakpoint: below it the toast prefers the top edge. */
const WIDE = '(min-width: 640px)';

/**
 * The edge the shown toast sits at, checked again as focus moves, the page scrolls or the window
 * (an on-screen keyboard) resizes, so the toast never lies over the field being typed in.
 */
function useToastEdge(region: RefObject<HTMLOListElement | null>, shown: boolean): ToastEdge {
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  // Before paint, so a phone's toast does not flash at the bottom first.
  useLayoutEffect(() => {
    if (!shown) return;
    const check = () => {
      const box = region.current?.getBoundingClientRect();
      if (!box) return;
      const focused = document.activeElement;
      // Focus on the toast itself (its close button, mid-click) keeps it where it is: moving it
      // then would take the button from under the pointer before the click ends.
      if (focused && region.current?.contains(focused)) return;
      const field = focused && focused !== document.body ? focused : null;
      setEdge(
        toastEdge({
          preferred: window.matchMedia(WIDE).matches ? 'bottom' : 'top',
          region: { left: box.left, right: box.right, height: box.height },
          windowHeight: window.innerHeight,
          field: field?.getBoundingClientRect() ?? null,
        }),
      );
    };
    check();
    // The toast's height is known once it has rendered; focus and scrolling move the field.
    const observer = new ResizeObserver(check);
    if (region.current) observer.observe(region.current);
    document.addEventListener('focusin', check);
    window.addEventListener('scroll', check, { capture: true, passive: true });
    window.addEventListener('resize', check);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', check);
      window.removeEventListener('scroll', check, { capture: true });
      window.removeEventListener('resize', check);
    };
  }, [region, shown]);
  return edge;
}

/**
 * Renders the one current toast (spec §9): 5 s, swipe right past 50 px to dismiss, F8 focuses
 * the toast region (Radix's default hotkey). The key makes a new toast replace the old one.
 */
export function ToastView() {
  const item = useSyncExternalStore(subscribeToasts, getCurrentToast, () => null);
  // Spec messages (server refusals, core's) arrive in English and are translated here by their text.
  const t = useT();
  const destructive = item?.variant === 'destructive';
  const region = useRef<HTMLOListElement>(null);
  const edge = useToastEdge(region, item !== null);
  return (
    // Radix reads `label` before each toast to screen readers ("Notification …"): in the screen's language.
    <Toast.Provider label={t('Notification')} swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS}>
      {item ? (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          duration={item.duration}
          type={destructive ? 'foreground' : 'background'}
          className={cn(
            // A long action wraps under the text on a phone rather than squeezing it into a column.
            'pointer-events-auto relative flex w-full flex-wrap items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
            'data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out',
            destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid min-w-48 flex-1 gap-1">
            <Toast.Title className="text-sm font-semibold">{t(item.title)}</Toast.Title>
            {item.description ? (
              <Toast.Description className={cn('text-sm', destructive ? 'text-red-50' : 'text-slate-700')}>
                {t(item.description)}
              </Toast.Description>
            ) : null}
          </div>
          {item.action ? (
            <Toast.Action altText={item.action.altText ?? item.action.label} asChild>
              <button
                type="button"
                onClick={item.action.onClick}
                className={cn(
                  'inline-flex min-h-8 max-w-full shrink-0 items-center rounded-md border px-3 py-1 text-left text-sm font-medium',
                  'focus-visible:outline-2 focus-visible:outline-offset-2',
                  destructive
                    ? 'border-white/60 text-white hover:bg-red-800 focus-visible:outline-white'
                    : 'border-slate-300 text-slate-900 hover:bg-slate-100 focus-visible:outline-blue-700',
                )}
              >
                {item.action.label}
              </button>
            </Toast.Action>
          ) : null}
          <Toast.Close
            aria-label={t('Close notification')}
            className={cn(
              'absolute top-2 right-2 rounded-md p-1 focus-visible:outline-2',
              destructive
                ? 'text-red-50 hover:bg-red-800 focus-visible:outline-white'
                : 'text-slate-600 hover:bg-slate-100 focus-visible:outline-blue-700',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport
        ref={region}
        // Radix puts the shortcut (F8) where {hotkey} stands.
        label={t('Notifications ({hotkey})')}
        data-edge={edge}
        className={cn(
          // Clicks pass through the empty region around the toast (the toast itself takes them).
          'pointer-events-none fixed right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-md',
          edge === 'top' ? 'top-0' : 'bottom-0',
        )}
      />
    </Toast.Provider>
  );
}
