import { Languages } from 'lucide-react';
import { useId } from 'react';
import { APP_LOCALES, type AppLocale, isAppLocale, LOCALE_NAMES } from '../../../../core/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n.ts';

/**
 * The language switch (issue 34) of the header, Settings and the public pages. Each language is
 * named in its own script; the caller decides where the choice is remembered.
 */
export function LanguageSelect({ onChange, className }: { onChange: (locale: AppLocale) => void; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <div className={className ?? 'flex items-center gap-1 text-sm text-slate-700'}>
      <label htmlFor={id} className="flex items-center">
        {/* The icon gives way on a phone, where the header has no room to spare. */}
        <Languages aria-hidden="true" className="hidden size-4 sm:block" />
        <span className="sr-only">{t('Language')}</span>
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isAppLocale(event.target.value)) onChange(event.target.value);
        }}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {APP_LOCALES.map((code) => (
          <option key={code} value={code} lang={code === 'en' ? 'en-IN' : code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
