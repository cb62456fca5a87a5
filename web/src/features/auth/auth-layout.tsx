import type { ReactNode } from 'react';
import { BrandMark } from '../../components/layout/brand-mark.tsx';
import { LanguageSelect } from '../../components/layout/language-select.tsx';
import { cn } from '../../lib/cn.ts';
import { setLocale } from '../../lib/i18n.ts';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** The signup wizard needs more room than the login card. */
  wide?: boolean;
}

/** Centred card used by login, signup and the password screens. */
export function AuthLayout({ title, subtitle, children, footer, wide }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-8 sm:py-12">
      <header className="mb-6 flex w-full max-w-md flex-wrap items-center justify-between gap-3">
        <BrandMark />
        {/* Before sign-in the device remembers the language (issue 34). */}
        <LanguageSelect onChange={(locale) => void setLocale(locale)} />
      </header>
      <main className={cn('w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-700">{footer}</div> : null}
      </main>
    </div>
  );
}
