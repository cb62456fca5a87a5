import type { LucideIcon } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n.ts';
import { Input } from './input.tsx';
import { Spinner } from './spinner.tsx';

export interface ComboboxOption {
  value: string;
  label: string;
  detail?: string;
}

export interface ComboboxAction {
  label: string;
  icon?: LucideIcon;
  onSelect: () => void;
}

interface ComboboxProps {
  id: string;
  inputValue: string;
  onInputChange: (text: string) => void;
  options: readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  /** A visible heading over the options (e.g. "Existing Doctors"). */
  groupLabel?: string;
  /** An extra entry after the options (e.g. "Add New Doctor"). */
  action?: ComboboxAction;
  loading?: boolean;
  emptyText?: string;
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * An editable combobox (WAI-ARIA APG "list autocomplete"): focus stays in the input, arrows
 * move the active option, Enter picks it, Escape closes. The list sits in the page flow rather
 * than floating, so a dialog's scroll area can never clip it.
 */
export function Combobox(props: ComboboxProps) {
  const { id, inputValue, onInputChange, options, onSelect, groupLabel, action, loading, emptyText } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const groupId = useId();
  const count = options.length + (action ? 1 : 0);
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(index: number) {
    setOpen(false);
    setActive(-1);
    const option = options[index];
    if (option) onSelect(option);
    else if (action && index === options.length) action.onSelect();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + count) % count);
    } else if (event.key === 'Enter' && open && active >= 0) {
      // Enter picks the option instead of submitting the surrounding form.
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
      setActive(-1);
    }
  }

  const itemClasses = (index: number) =>
    cn(
      'flex w-full cursor-pointer flex-col items-start rounded px-3 py-2 text-left text-sm',
      index === active ? 'bg-blue-50 text-blue-900' : 'text-slate-800 hover:bg-slate-100',
    );

  return (
    <div>
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        placeholder={props.placeholder}
        value={inputValue}
        onChange={(event) => {
          onInputChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-labelledby={groupLabel ? groupId : undefined}
        aria-label={groupLabel ? undefined : 'Suggestions'}
        hidden={!open}
        className="mt-1 max-h-64 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-md"
        // Picking with the mouse must not blur the input first, or the list would close under the pointer.
        onMouseDown={(event) => event.preventDefault()}
      >
        {groupLabel ? (
          <div id={groupId} className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {groupLabel}
          </div>
        ) : null}
        {loading ? (
          <div role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-slate-700">
            <Spinner className="size-4" /> {t('Searching...')}
          </div>
        ) : null}
        {!loading && options.length === 0 && emptyText ? (
          <div className="px-3 py-2 text-sm text-slate-600">{emptyText}</div>
        ) : null}
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the input (aria-activedescendant).
          <div
            key={option.value}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={itemClasses(index)}
            onClick={() => choose(index)}
          >
            <span className="font-medium">{option.label}</span>
            {option.detail ? <span className="text-xs text-slate-600">{option.detail}</span> : null}
          </div>
        ))}
        {action ? (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the input (aria-activedescendant).
          <div
            id={optionId(options.length)}
            role="option"
            tabIndex={-1}
            aria-selected={active === options.length}
            className={cn(
              itemClasses(options.length),
              'mt-1 flex-row items-center gap-2 border-t border-slate-200 font-medium text-blue-800',
            )}
            onClick={() => choose(options.length)}
          >
            {action.icon ? <action.icon aria-hidden="true" className="size-4" /> : null}
            {action.label}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * For a dialog's onEscapeKeyDown: Escape in an open combobox closes its list, not the dialog
 * (Radix listens on the document before the input sees the key).
 */
export function keepOpenForCombobox(event: globalThis.KeyboardEvent): void {
  const target = event.target;
  if (target instanceof HTMLElement && target.getAttribute('aria-expanded') === 'true') event.preventDefault();
}
