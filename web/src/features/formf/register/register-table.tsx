import { REGISTER_COLUMNS, registerCells } from '../../../../../core/formf/print/register-print-model.ts';
import { t } from '../../../lib/i18n.ts';
import type { Register } from '../formf-api.ts';

const HEAD = 'border border-slate-400 px-1.5 py-1 text-left align-bottom font-semibold';
const CELL = 'border border-slate-400 px-1.5 py-1 align-top';
// Numbers and dates stay on one line and line up; the form id is never broken.
const NUMERIC = new Set([0, 3]);
const NOWRAP = new Set([1, 6, 9]);

/**
 * The Rule 9(1) register: serial order, name, age, spouse or father, address, date first
 * reported, indications, doctor, date of procedure and result conveyed, as the print model's
 * cells (core/formf/print/register-print-model.ts), so the screen, the print and the PDF agree.
 */
export function RegisterTable({ rows, month }: { rows: Register['rows']; month: string }) {
  const cells = registerCells(rows);
  return (
    <table className="w-full border-collapse text-[10px] leading-snug text-slate-900">
      <caption className="sr-only">{t('Form F register for {month}, in serial order', { month })}</caption>
      <thead className="bg-slate-100 print:bg-transparent">
        <tr>
          {REGISTER_COLUMNS.map((head) => (
            <th key={head} scope="col" className={HEAD}>
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cells.map((row, r) => (
          <tr
            key={rows[r]?.formId}
            // A scan from a machine not registered stands out on screen; its cell says why (issue 32 item 7).
            className={`break-inside-avoid${rows[r]?.unregisteredMachines.length ? ' bg-amber-50 print:bg-transparent' : ''}`}
          >
            {row.map((cell, c) => (
              <td
                key={REGISTER_COLUMNS[c]}
                className={`${CELL}${NUMERIC.has(c) ? ' tabular-nums' : ''}${NOWRAP.has(c) ? ' whitespace-nowrap tabular-nums' : ''}`}
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
