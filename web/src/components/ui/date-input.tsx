import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type KeyboardEvent, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { displayDay, parseDay } from '../../../../core/format/day-input.ts';
import { clinicDay } from '../../lib/clinic-dates.ts';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n.ts';
import { DateCalendar } from './date-calendar.tsx';
import { INPUT_CLASSES } from './input.tsx';

/**
 * What the form sees, as from a native <input type="date">: the value is the ISO yyyy-mm-dd, or
 * '' while nothing (or nothing complete and real) is typed. react-hook-form's register() reads
 * and writes `value` on this handle and finds the field by `name`, so both register() and a
 * controlled value/onChange work unchanged.
 */
export interface DateInputHandle {
  value: string;
  name: string | undefined;
  focus: () => void;
  select: () => void;
}

interface DateInputEvent {
  target: DateInputHandle;
  type: 'change' | 'blur';
}

export interface DateInputProps {
  id?: string;
  name?: string;
  /** ISO yyyy-mm-dd, controlled; leave undefined when register() holds the value. */
  value?: string;
  /** ISO bounds for the calendar (a number only because register() may pass one). */
  min?: string | number | undefined;
  max?: string | number | undefined;
  disabled?: boolean | undefined;
  /** Accepted from register() and ignored: the form's schema checks the value. */
  required?: boolean | undefined;
  className?: string;
  onChange?: (event: DateInputEvent) => unknown;
  onBlur?: (event: DateInputEvent) => unknown;
  ref?: Ref<DateInputHandle>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string | undefined;
  'aria-label'?: string;
}

const FORMAT_HINT = 'Enter the date as dd/mm/yyyy';

/**
 * A date field that is dd/mm/yyyy whatever the browser's language (issue 28): the browser's own
 * date input follows its locale, so a browser set to US English showed mm/dd/yyyy beside our
 * dd/mm/yyyy text. Typed day first, or chosen from a calendar (Alt+Down opens it) with a Today
 * button; the clinic's today.
 */
export function DateInput({
  id,
  name,
  value,
  min,
  max,
  disabled,
  className,
  onChange,
  onBlur,
  ref,
  required: _required,
  ...aria
}: DateInputProps) {
  const [text, setText] = useState(() => displayDay(value ?? ''));
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const iso = useRef(value ?? '');
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef({ name, onChange, onBlur });
  latest.current = { name, onChange, onBlur };

  // One handle for the field's life: register() re-registers the field when its ref changes.
  const handle = useRef<DateInputHandle>({
    get value() {
      return iso.current;
    },
    set value(next: string) {
      iso.current = next ?? '';
      setText(displayDay(iso.current));
      setTouched(false);
    },
    get name() {
      return latest.current.name;
    },
    focus: () => input.current?.focus(),
    select: () => input.current?.select(),
  }).current;
  useImperativeHandle(ref, () => handle, [handle]);

  // A controlled value changed by the parent (a preset range, a reset): show it.
  useEffect(() => {
    if (value === undefined || value === iso.current) return;
    handle.value = value;
  }, [value, handle]);

  const commit = (next: string) => {
    if (next === iso.current) return;
    iso.current = next;
    latest.current.onChange?.({ target: handle, type: 'change' });
  };

  const choose = (day: string) => {
    setText(displayDay(day));
    setTouched(false);
    commit(day);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const unreadable = touched && text.trim() !== '' && parseDay(text) === null;
  const hintId = id ? `${id}-format` : undefined;
  const describedBy = [aria['aria-describedby'], unreadable ? hintId : undefined].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-1', className)}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <div className="relative">
            <input
              ref={input}
              id={id}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('dd/mm/yyyy')}
              maxLength={10}
              disabled={disabled}
              value={text}
              aria-label={aria['aria-label']}
              aria-invalid={aria['aria-invalid'] || unreadable || undefined}
              aria-describedby={describedBy || undefined}
              onChange={(event) => {
                setText(event.target.value);
                commit(parseDay(event.target.value) ?? '');
              }}
              onKeyDown={onKeyDown}
              onBlur={() => {
                setTouched(true);
                // A date typed as 14-3-2026 or 14032026 is shown back the one way.
                const day = parseDay(text);
                if (day) setText(displayDay(day));
                latest.current.onBlur?.({ target: handle, type: 'blur' });
              }}
              className={cn(INPUT_CLASSES, 'h-10 pr-11')}
            />
            <Popover.Trigger asChild>
              <button
                type="button"
                disabled={disabled}
                aria-label={text && !unreadable ? `Choose date, ${text}` : 'Choose date'}
                className={cn(
                  'absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-600',
                  'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:opacity-60',
                )}
              >
                <CalendarDays aria-hidden="true" className="size-4" />
              </button>
            </Popover.Trigger>
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            role="dialog"
            aria-label={t('Choose date')}
            align="start"
            sideOffset={4}
            collisionPadding={8}
            className="z-[60] rounded-md border border-slate-200 bg-white p-3 shadow-lg"
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              const content = event.currentTarget as HTMLElement | null;
              content?.querySelector<HTMLButtonElement>('[data-day][tabindex="0"]')?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              input.current?.focus();
            }}
          >
            <DateCalendar
              selected={iso.current}
              today={clinicDay(new Date())}
              min={min === undefined ? undefined : String(min)}
              max={max === undefined ? undefined : String(max)}
              onSelect={choose}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {unreadable ? (
        <p id={hintId} className="text-xs text-red-700">
          {FORMAT_HINT}
        </p>
      ) : null}
    </div>
  );
}
