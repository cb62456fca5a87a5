import { t } from '../../lib/i18n.ts';
import type { PatientListModel } from './patient-list-model.ts';

const CELL = 'px-3 py-2 align-top print:px-2 print:py-1.5';
const HEAD = `${CELL} text-left text-xs font-semibold tracking-wide text-slate-700 uppercase`;

/** The report body shared by the screen and the printout. */
export function PatientListReportTable({ model }: { model: PatientListModel }) {
  return (
    <>
      <dl className="grid grid-cols-3 gap-3">
        <Total term={t('Total Patients')} value={model.totals.patients} />
        <Total term={t('Total Revenue')} value={model.totals.revenue} />
        <Total term={t('Total Reports')} value={model.totals.reports} />
      </dl>
      <div className="mt-4 overflow-x-auto rounded-md border border-slate-200 print:overflow-visible">
        <table className="w-full border-collapse text-sm print:text-[9pt]">
          <caption className="sr-only">
            {t('Patients registered from')} {model.period}
          </caption>
          <thead className="bg-slate-50">
            <tr className="border-b border-slate-200">
              <th scope="col" className={HEAD}>
                {t('Patient ID')}
              </th>
              <th scope="col" className={HEAD}>
                {t('Name')}
              </th>
              <th scope="col" className={HEAD}>
                {t('Gender')}
              </th>
              <th scope="col" className={HEAD}>
                {t('Phone')}
              </th>
              <th scope="col" className={HEAD}>
                {t('Registered')}
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                {t('Amount Paid')}
              </th>
              <th scope="col" className={HEAD}>
                {t('Report Types')}
              </th>
              <th scope="col" className={HEAD}>
                {t('Doctors')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {model.lines.length === 0 ? (
              <tr>
                <td colSpan={8} className="px-3 py-8 text-center text-slate-600">
                  {t('No patients were registered in this period')}
                </td>
              </tr>
            ) : (
              model.lines.map((line) => (
                <tr key={line.id} className="break-inside-avoid">
                  <td className={`${CELL} font-mono text-xs whitespace-nowrap print:text-[8.5pt]`}>{line.patientId}</td>
                  <td className={`${CELL} font-medium text-slate-900`}>{line.name}</td>
                  <td className={CELL}>{line.gender}</td>
                  <td className={`${CELL} whitespace-nowrap`}>{line.phone}</td>
                  <td className={`${CELL} whitespace-nowrap`}>{line.registered}</td>
                  <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>{line.amountPaid}</td>
                  <td className={CELL}>{line.reportTypes}</td>
                  <td className={CELL}>{line.doctors}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Total({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 print:py-2">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums print:text-base">{value}</dd>
    </div>
  );
}
