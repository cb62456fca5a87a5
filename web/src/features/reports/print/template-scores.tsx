import { formatIsoDay } from '../../../../../core/format/dates.ts';
import type { Report } from '../../../../../core/reports/report-schemas.ts';
import {
  type FirstTrimesterScores,
  NASAL_BONE,
} from '../../../../../core/reports/templates/advanced/first-trimester-dating.ts';
import { NODULE_SITES, type TiradsScores } from '../../../../../core/reports/templates/advanced/thyroid-tirads.ts';

const cell = 'border border-slate-400 px-1 py-0.5 text-left align-top';

/**
 * An advanced template's scores as the server computed and stored them (never recomputed here, so
 * the print is what was signed), with the published source of the method.
 */
export function TemplateScores({ report }: { report: Report }) {
  const scores = report.templateScores;
  if (!scores) return null;
  if (report.templateId === 'thyroid-tirads') return <TiradsTable scores={scores as unknown as TiradsScores} />;
  if (report.templateId === 'first-trimester-dating') {
    return <DatingTable scores={scores as unknown as FirstTrimesterScores} />;
  }
  return null;
}

function Scored({ title, source, children }: { title: string; source: string; children: React.ReactNode }) {
  return (
    <section className="space-y-1 break-inside-avoid" aria-label={title}>
      <h2 className="border-b border-slate-400 text-[13px] font-bold uppercase">{title}</h2>
      {children}
      <p className="text-[10px] text-slate-600">Source: {source}</p>
    </section>
  );
}

function TiradsTable({ scores }: { scores: TiradsScores }) {
  if (scores.nodules.length === 0) return null;
  return (
    <Scored title="ACR TI-RADS Nodule Assessment" source={scores.source}>
      <table className="w-full border-collapse text-[11px]">
        <thead>
          <tr className="bg-slate-100">
            <th className={cell}>#</th>
            <th className={cell}>Site / size</th>
            <th className={cell}>Features</th>
            <th className={cell}>Points</th>
            <th className={cell}>Level</th>
            <th className={cell}>Recommendation</th>
          </tr>
        </thead>
        <tbody>
          {scores.nodules.map((nodule, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: nodules are numbered by their place
            <tr key={index}>
              <td className={cell}>{index + 1}</td>
              <td className={cell}>
                {NODULE_SITES[nodule.site]}, {nodule.maxDiameterCm} cm
              </td>
              <td className={cell}>{nodule.description}</td>
              <td className={cell}>{nodule.points}</td>
              <td className={`${cell} font-semibold`}>{nodule.levelLabel}</td>
              <td className={cell}>{nodule.adviceText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scored>
  );
}

function DatingTable({ scores }: { scores: FirstTrimesterScores }) {
  const rows: [string, string][] = [
    ['Crown-rump length', `${scores.crlMm} mm`],
    ['Gestational age by CRL', `${scores.gaWeeks} weeks ${scores.gaDays} days (${scores.method})`],
    ['EDD by scan', formatIsoDay(scores.crlEdd)],
    [
      'Agreement with LMP',
      scores.lmpDifferenceDays === null
        ? 'No LMP recorded: dated by the scan'
        : `${Math.abs(scores.lmpDifferenceDays)} days apart (re-dating limit ${scores.redatingThresholdDays} days): ${
            scores.datedBy === 'lmp' ? 'LMP dating retained' : 're-dated by the scan'
          }`,
    ],
    ['EDD (as dated)', formatIsoDay(scores.edd)],
    ...(scores.nt ? ([['Nuchal translucency', `${scores.nt.mm} mm: ${scores.nt.note}`]] as [string, string][]) : []),
    ['Nasal bone', NASAL_BONE[scores.nasalBone]],
    ...(scores.fetalHeartRateBpm
      ? ([['Fetal heart rate', `${scores.fetalHeartRateBpm} bpm`]] as [string, string][])
      : []),
  ];
  return (
    <Scored title="First Trimester Dating" source={scores.source}>
      <table className="w-full border-collapse text-[11px]">
        <tbody>
          {rows.map(([term, value]) => (
            <tr key={term}>
              <th scope="row" className={`${cell} w-2/5 font-semibold`}>
                {term}
              </th>
              <td className={cell}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-[10px] text-slate-600">No screening risk is calculated in this report.</p>
    </Scored>
  );
}
