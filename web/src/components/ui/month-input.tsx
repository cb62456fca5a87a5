import { currentDisplayDigits, inDigits } from '../../../../core/format/digits.ts';
import { htmlLang } from '../../../../core/i18n/locales.ts';
import { cn } from '../../lib/cn.ts';
import { t, useLocale } from '../../lib/i18n.ts';
import { Select } from './select.tsx';

/** How many years back the year list reaches: PC-PNDT records are kept for two years, inspected older. */
const YEARS_BACK = 10;

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

interface MonthInputProps {
  /** The month select's id, for a visible <label htmlFor>. */
  id?: string;
  /** Names the pair when no visible label does. */
  'aria-label'?: string;
  /** The chosen month as YYYY-MM. */
  value: string;
  onChange: (month: string) => void;
  /** The latest year offered (the clinic's current year). */
  lastYear: number;
  className?: string;
}

/**
 * A month as two selects, month and year, named in the screen's language ("नवंबर"): the browser's
 * own month input names months in the browser's language, English on most clinic PCs, whatever
 * the screen's language. The values stay YYYY-MM.
 */
export function MonthInput({ id, 'aria-label': label, value, onChange, lastYear, className }: MonthInputProps) {
  const locale = useLocale();
  const [year = String(lastYear), month = '01'] = value.split('-');
  const names = new Intl.DateTimeFormat(htmlLang(locale), { month: 'long', timeZone: 'UTC' });
  const first = Math.min(lastYear - YEARS_BACK, Number(year));
  const years = Array.from({ length: Math.max(lastYear, Number(year)) - first + 1 }, (_, i) => String(first + i));
  return (
    <fieldset aria-label={label} className={cn('flex min-w-0 gap-2', className)}>
      <Select
        id={id}
        aria-label={id ? undefined : t('Month')}
        className="min-w-0 flex-[3]"
        value={month}
        onChange={(event) => onChange(`${year}-${event.target.value}`)}
      >
        {MONTHS.map((mm) => (
          <option key={mm} value={mm}>
            {names.format(Date.UTC(2000, Number(mm) - 1, 1))}
          </option>
        ))}
      </Select>
      <Select
        aria-label={t('Year')}
        className="min-w-0 flex-[2]"
        value={year}
        onChange={(event) => onChange(`${event.target.value}-${month}`)}
      >
        {years.reverse().map((option) => (
          <option key={option} value={option}>
            {inDigits(option, currentDisplayDigits())}
          </option>
        ))}
      </Select>
    </fieldset>
  );
}
