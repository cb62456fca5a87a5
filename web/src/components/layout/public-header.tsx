import type { ReactNode } from 'react';
import { setLocale } from '../../lib/i18n.ts';
import { BrandMark } from './brand-mark.tsx';
import { LanguageSelect } from './language-select.tsx';

/** Top bar of public pages: the brand on the left, page-specific actions on the right. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 sm:gap-4 sm:px-6">
        <BrandMark />
        {/* Before sign-in the device remembers the choice (issue 34). On a 390 px phone the brand,
            the switch and two buttons only fit with the tighter gaps; where a language's words run
            longer, the actions wrap under the brand instead of pushing the page sideways. */}
        <div className="ml-auto flex flex-wrap items-center justify-end gap-1 sm:gap-2">
          <LanguageSelect onChange={(locale) => void setLocale(locale)} />
          {children}
        </div>
      </div>
    </header>
  );
}
