import { BadgeCheck, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';

/** Keeps the page out of search engines while it is open (the server also sends X-Robots-Tag). */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** A public page's answer: green when all is well, amber with the reason otherwise. */
export function Notice({ tone, title, children }: { tone: 'ok' | 'warning'; title: string; children: ReactNode }) {
  const Icon = tone === 'ok' ? BadgeCheck : TriangleAlert;
  return (
    <div
      role={tone === 'ok' ? 'status' : 'alert'}
      className={`flex gap-3 rounded-lg border p-4 ${tone === 'ok' ? 'border-green-300 bg-green-50' : 'border-amber-300 bg-amber-50'}`}
    >
      <Icon aria-hidden="true" className={`size-6 shrink-0 ${tone === 'ok' ? 'text-green-700' : 'text-amber-700'}`} />
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-1 text-sm text-slate-700">{children}</p>
      </div>
    </div>
  );
}
