import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n.ts';

/** Body cells of a DataTable row. */
export const DATA_CELL = 'px-4 py-3 align-middle';

const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

export interface DataColumn {
  label: string;
  /** Money columns line up on the right. */
  align?: 'right';
  /** A column of row buttons: named for screen readers only. */
  hiddenLabel?: boolean;
}

interface DataTableProps {
  /** Read by screen readers only; says what the rows are and their order. */
  caption: string;
  columns: readonly DataColumn[];
  /** A Tailwind min-width class, so narrow screens scroll sideways instead of squeezing (sm: with stackOnPhone). */
  minWidthClass: string;
  /**
   * Below the sm breakpoint each row becomes a card of its cells, one under another, instead of a
   * table that scrolls sideways: for short lists whose every row has actions (Team).
   */
  stackOnPhone?: boolean;
  /** The header's borders: 'y' when the table sits straight under a card header. */
  headBorder?: 'b' | 'y';
  /** The body rows. */
  children: ReactNode;
}

/**
 * Whether the box has columns hidden past its right edge, kept up to date as it scrolls or
 * resizes. On a phone the tables scroll sideways, which nothing showed (issue 22).
 */
function useHiddenRight() {
  const box = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const check = () => {
      setHidden(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
      setScrollable(element.clientWidth < element.scrollWidth - 1);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    element.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', check);
    };
  }, []);
  return { box, hidden, scrollable };
}

/** A phone's stacked rows: each row a padded block, each cell a line of it (tables keep their roles in Chromium). */
const STACKED =
  'max-sm:block max-sm:[&>tbody]:block max-sm:[&>tbody>tr]:flex max-sm:[&>tbody>tr]:flex-col max-sm:[&>tbody>tr]:gap-2 max-sm:[&>tbody>tr]:px-4 max-sm:[&>tbody>tr]:py-3 max-sm:[&>tbody>tr>td]:block max-sm:[&>tbody>tr>td]:p-0 max-sm:[&>tbody>tr>td]:text-left';

/** The list tables of the signed-in screens: scroll container, caption, column heads, body. */
export function DataTable({
  caption,
  columns,
  minWidthClass,
  stackOnPhone = false,
  headBorder = 'b',
  children,
}: DataTableProps) {
  const { box, hidden, scrollable } = useHiddenRight();
  return (
    // overflow-hidden keeps the box as narrow as its parent (a grid or flex item grows to its
    // content's width otherwise); the inner box scrolls.
    <div className="relative overflow-hidden">
      {hidden ? (
        <p className="px-4 pb-2 text-xs text-slate-600">
          {t('Scroll sideways for more columns')} <span aria-hidden="true">→</span>
        </p>
      ) : null}
      {/* A box that scrolls must be reachable from the keyboard (axe scrollable-region-focusable,
          issue 28): focusable, and named as a region, only while it does scroll. */}
      <div
        ref={box}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-blue-700"
        {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
      >
        <table className={cn('w-full text-sm', minWidthClass, stackOnPhone && STACKED)}>
          <caption className="sr-only">{caption}</caption>
          <thead
            className={cn(
              'border-slate-200 bg-slate-50',
              headBorder === 'y' ? 'border-y' : 'border-b',
              // The heads still name the cells to screen readers; on a phone the cards need no row of them.
              stackOnPhone && 'max-sm:sr-only',
            )}
          >
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={cn(HEAD, column.align === 'right' && 'text-right')}>
                  {column.hiddenLabel ? <span className="sr-only">{t(column.label)}</span> : t(column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">{children}</tbody>
        </table>
      </div>
      {hidden ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-white to-transparent"
        />
      ) : null}
    </div>
  );
}
