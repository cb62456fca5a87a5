import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import {
  addDays,
  addMonths,
  monthWeeks,
  splitIso,
  weekdayIndex,
  withinBounds,
} from '../../../../core/format/day-input.ts';
import { currentDisplayDigits, type DigitSystem, inDigits } from '../../../../core/format/digits.ts';
import { htmlLang } from '../../../../core/i18n/locales.ts';
import { cn } from '../../lib/cn.ts';
import { t, useLocale } from '../../lib/i18n.ts';
import { Button } from './button.tsx';

/**
 * The calendar's names in the screen's language ("नवंबर 2026", "सोम"), from the browser's own
 * locale data; in UTC, since the dates are calendar days, not moments. Weekdays run Monday first.
 */
function calendarNames(lang: string, digits: DigitSystem) {
  const monday = Date.UTC(2024, 0, 1);
  // The year and day numbers in the clinic's digits (issue 34), like the rest of the screen.
  const numberingSystem = digits === 'devanagari' ? 'deva' : 'latn';
  const weekday = (style: 'short' | 'long') => new Intl.DateTimeFormat(lang, { weekday: style, timeZone: 'UTC' });
  const short = weekday('short');
  const long = weekday('long');
  return {
    monthTitle: new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem }),
    dayName: new Intl.DateTimeFormat(lang, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
      numberingSystem,
    }),
    weekdays: Array.from({ length: 7 }, (_, i) => {
      const day = monday + i * 86_400_000;
      return { short: short.format(day), long: long.format(day) };
    }),
  };
}

const utcOf = (iso: string) => {
  const parts = splitIso(iso);
  return parts ? Date.UTC(parts.year, parts.month - 1, parts.day) : 0;
};

interface DateCalendarProps {
  /** The chosen day (ISO), or '' for none. */
  selected: string;
  /** The clinic's today (ISO): marked, and where the calendar opens when nothing is chosen. */
  today: string;
  min?: string | undefined;
  max?: string | undefined;
  onSelect: (iso: string) => void;
}

/**
 * A month grid (WAI-ARIA date picker dialog pattern): arrows move a day or a week, Page Up/Down a
 * month (with Shift a year), Home/End the week's ends, Enter or Space chooses. Days outside
 * min/max can be reached but not chosen, so the arrows never get stuck.
 */
export function DateCalendar({ selected, today, min, max, onSelect }: DateCalendarProps) {
  const [focused, setFocused] = useState(() => (splitIso(selected) ? selected : today));
  const grid = useRef<HTMLTableElement>(null);
  const locale = useLocale();
  const digits = currentDisplayDigits();
  const names = useMemo(() => calendarNames(htmlLang(locale), digits), [locale, digits]);
  const parts = splitIso(focused) ?? { year: 2000, month: 1, day: 1 };
  const weeks = monthWeeks(parts.year, parts.month);

  // Keyboard moves keep focus on the day they moved to (the grid re-renders a new month).
  useEffect(() => {
    if (!grid.current?.contains(document.activeElement)) return;
    grid.current.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const choose = (iso: string) => {
    if (withinBounds(iso, min, max)) onSelect(iso);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => addDays(focused, -weekdayIndex(focused)),
      End: () => addDays(focused, 6 - weekdayIndex(focused)),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setFocused(move());
  };

  const title = names.monthTitle.format(utcOf(focused));
  return (
    <div className="w-72 space-y-2">
      <div className="flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('Previous month')}
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <p className="text-sm font-semibold text-slate-900" aria-live="polite">
          {title}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('Next month')}
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <table ref={grid} aria-label={title} className="w-full border-collapse text-center text-sm">
        <thead>
          <tr>
            {names.weekdays.map(({ short, long }) => (
              <th key={long} scope="col" abbr={long} className="pb-1 text-xs font-medium text-slate-600">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day ? (
                  <td key={day} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={names.dayName.format(utcOf(day))}
                      aria-pressed={day === selected}
                      aria-disabled={!withinBounds(day, min, max) || undefined}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => choose(day)}
                      onFocus={() => setFocused(day)}
                      className={cn(
                        'size-9 rounded-md text-slate-900 hover:bg-slate-100',
                        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700',
                        day === today && 'font-semibold text-blue-800 underline underline-offset-4',
                        day === selected && 'bg-blue-700 text-white hover:bg-blue-800',
                        !withinBounds(day, min, max) && 'cursor-not-allowed text-slate-400 line-through',
                      )}
                    >
                      {inDigits(String(Number(day.slice(8))), digits)}
                    </button>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell has nothing else to be keyed by
                  <td key={`empty-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex justify-end border-t border-slate-200 pt-2">
        <Button variant="secondary" size="sm" disabled={!withinBounds(today, min, max)} onClick={() => choose(today)}>
          {t('Today')}
        </Button>
      </div>
    </div>
  );
}
