import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

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
  /** A Tailwind min-width class, so narrow screens scroll sideways instead of squeezing. */
  minWidthClass: string;
  /** The header's borders: 'y' when the table sits straight under a card header. */
  headBorder?: 'b' | 'y';
  /** The body rows. */
  children: ReactNode;
}

/** The list tables of the signed-in screens: scroll container, caption, column heads, body. */
export function DataTable({ caption, columns, minWidthClass, headBorder = 'b', children }: DataTableProps) {
  return (
    <div className="relative overflow-x-auto">
      <table className={cn('w-full text-sm', minWidthClass)}>
        <caption className="sr-only">{caption}</caption>
        <thead className={cn('border-slate-200 bg-slate-50', headBorder === 'y' ? 'border-y' : 'border-b')}>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn(HEAD, column.align === 'right' && 'text-right')}>
                {column.hiddenLabel ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
