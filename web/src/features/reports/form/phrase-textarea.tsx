import { useRef, useState } from 'react';
import {
  currentWordAt,
  MAX_SHOWN_SUGGESTIONS,
  suggestPhrases,
} from '../../../../../core/reports/templates/phrase-suggestions.ts';
import { suggestSectionPhrases } from '../../../../../core/reports/templates/section-phrases.ts';
import { Textarea } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { t } from '../../../lib/i18n.ts';

interface PhraseTextareaProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  phraseBank: readonly string[];
  /** A findings section's organ ("Liver"): its phrases are offered before the rest of the bank. */
  organ?: string;
  placeholder?: string;
  error?: string;
  rows?: number;
}

/**
 * The phrase-suggestion text area (spec §2): once the word at the caret has 2 characters, up to
 * 12 phrases from the template's bank are offered, then '+N more'. Choosing one replaces that
 * word. The suggestions are ordinary buttons after the text area, so Tab reaches them.
 */
export function PhraseTextarea({
  id,
  label,
  value,
  onChange,
  phraseBank,
  organ,
  placeholder,
  error,
  rows = 3,
}: PhraseTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const word = caret === null ? null : currentWordAt(value, caret);
  const suggestions = !word
    ? { shown: [], more: 0 }
    : organ
      ? suggestSectionPhrases(phraseBank, organ, word.word, MAX_SHOWN_SUGGESTIONS)
      : suggestPhrases(phraseBank, word.word, MAX_SHOWN_SUGGESTIONS);
  const errorId = `${id}-error`;
  const listId = `${id}-suggestions`;

  function track() {
    const element = ref.current;
    if (element) setCaret(element.selectionStart);
  }

  function insert(phrase: string) {
    if (!word) return;
    const next = `${value.slice(0, word.start)}${phrase}${value.slice(word.end)}`;
    const at = word.start + phrase.length;
    onChange(next);
    // Back to the text, after the phrase, so typing continues where it left off; the panel closes.
    setCaret(null);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(at, at);
    });
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        ref={ref}
        id={id}
        rows={rows}
        value={value}
        placeholder={placeholder}
        aria-invalid={Boolean(error)}
        aria-describedby={
          [error ? errorId : null, suggestions.shown.length ? listId : null].filter(Boolean).join(' ') || undefined
        }
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
        }}
        onSelect={track}
        onClick={track}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && suggestions.shown.length > 0) {
            // Closes the suggestions, not the dialog around the editor.
            event.stopPropagation();
            setCaret(null);
          }
        }}
      />
      {suggestions.shown.length > 0 ? (
        <fieldset
          id={listId}
          aria-label={t('Suggested phrases for {field}', { field: label })}
          className="flex flex-wrap gap-1.5"
        >
          {suggestions.shown.map((phrase) => (
            <button
              key={phrase}
              type="button"
              // Keeps the caret (and so the word to replace) where it was.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => insert(phrase)}
              className="rounded-full border border-blue-200 bg-blue-50 px-2.5 py-1 text-left text-xs text-blue-900 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700"
            >
              {phrase}
            </button>
          ))}
          {suggestions.more > 0 ? (
            <span className="self-center text-xs text-slate-600">
              {t('+{count} more', { count: suggestions.more })}
            </span>
          ) : null}
        </fieldset>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
