import { formatIsoDay } from '../../../../../core/format/dates.ts';
import type { Register } from '../formf-api.ts';

const HEAD = 'border border-slate-400 px-1.5 py-1 text-left align-bottom font-semibold';
const CELL = 'border border-slate-400 px-1.5 py-1 align-top';
const NOT_PROVIDED = 'Not Provided';

/**
 * The Rule 9(1) register: serial order, name, age, spouse or father, address, date first
 * reported, indications, doctor, date of procedure and result conveyed. Gaps print as
 * 'Not Provided', never as a made-up value.
 */
export function RegisterTable({ rows, month }: { rows: Register['rows']; month: string }) {
  const day = (value: string | null) => (value ? formatIsoDay(value) : NOT_PROVIDED);
  return (
    <table className="w-full border-collapse text-[10px] leading-snug text-slate-900">
      <caption className="sr-only">Form F register for {month}, in serial order</caption>
      <thead className="bg-slate-100 print:bg-transparent">
        <tr>
          {[
            'S. No.',
            'Form ID',
            'Name',
            'Age',
            'Husband / Father',
            'Address',
            'Date first reported',
            'Indications',
            'Doctor',
            'Date of procedure',
            'Result conveyed',
            'Complete',
          ].map((head) => (
            <th key={head} scope="col" className={HEAD}>
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.formId} className="break-inside-avoid">
            <td className={`${CELL} tabular-nums`}>{row.serialNo}</td>
            <td className={`${CELL} whitespace-nowrap`}>{row.formId}</td>
            <td className={CELL}>{row.patientName ?? NOT_PROVIDED}</td>
            <td className={`${CELL} tabular-nums`}>{row.patientAge ?? NOT_PROVIDED}</td>
            <td className={CELL}>{row.spouseName ?? NOT_PROVIDED}</td>
            <td className={CELL}>{row.patientAddress ?? NOT_PROVIDED}</td>
            <td className={`${CELL} whitespace-nowrap tabular-nums`}>{day(row.dateFirstReported)}</td>
            <td className={CELL}>{row.indications.length ? row.indications.join(', ') : 'Not Specified'}</td>
            <td className={CELL}>{row.doctorName ?? NOT_PROVIDED}</td>
            <td className={`${CELL} whitespace-nowrap tabular-nums`}>{day(row.procedureDate)}</td>
            <td className={CELL}>
              {row.resultConveyedTo ?? NOT_PROVIDED} on {day(row.resultConveyedOn)}
            </td>
            <td className={CELL}>{row.isCompliant ? 'Yes' : 'No'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
