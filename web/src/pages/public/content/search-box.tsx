import { Search } from 'lucide-react';
import { INPUT_CLASSES } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';

/** A labelled search field that filters the page's own static lists; it makes no call. */
export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="relative">
      <label htmlFor="page-search" className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" />
      <input
        id="page-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        className={cn(INPUT_CLASSES, 'h-11 pl-10')}
      />
    </div>
  );
}

/** True when every word of the query appears in the text (case-insensitive). */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
