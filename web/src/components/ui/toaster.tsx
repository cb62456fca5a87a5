import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { getCurrentToast, subscribeToasts } from '../../lib/toast-store.ts';

const ToastView = lazy(() => import('./toast-view.tsx').then((m) => ({ default: m.ToastView })));

/**
 * Radix Toast is loaded at the first toast and then stays mounted. That keeps it (about 14 KB
 * gzipped with its Radix parts) off the landing page, where no toast comes before a click: loaded
 * when the browser went idle, it counted against the landing page's 120 KB budget once the page
 * had grown. The store queues nothing: the current toast is simply shown once the view arrives.
 */
export function Toaster() {
  const hasToast = useSyncExternalStore(
    subscribeToasts,
    () => getCurrentToast() !== null,
    () => false,
  );
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (hasToast) setLoaded(true);
  }, [hasToast]);

  if (!loaded && !hasToast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
