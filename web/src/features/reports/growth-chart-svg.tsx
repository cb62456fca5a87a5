import type { GrowthChart } from '../../../../core/reports/print/growth-chart.ts';
import { msg } from '../../lib/i18n.ts';

const WIDTH = 480;
const HEIGHT = 240;
const PAD = { left: 44, right: 36, top: 10, bottom: 28 };
const AXIS_CAPTION = msg('Gestational age (weeks) · EFW (g)');
const CHART_NAME = msg('Growth chart');
const NAMED_CHART = msg('{name} growth chart');
const CHART_DESCRIPTION = msg('estimated fetal weight by gestational age on the Hadlock 1991 centiles');
/** English, as the printed report is (the clinical language); a screen passes t. */
const AS_WRITTEN = (text: string, values?: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values?.[name] ?? whole);

/**
 * EFW against gestational age on the Hadlock 1991 10th/50th/90th centile curves, scaled to its
 * box (fits an A4 column and a 390 px phone). This scan is the filled dot.
 */
/**
 * `label` names whose chart it is ("Fetus A") when a report has several. `say` translates the
 * chart's words on a screen; the printed report keeps them in English.
 */
export function GrowthChartSvg({
  chart,
  label,
  say = AS_WRITTEN,
}: {
  chart: GrowthChart;
  label?: string;
  say?: (text: string, values?: Record<string, string>) => string;
}) {
  const x = (weeks: number) =>
    PAD.left + ((weeks - chart.fromWeek) / (chart.toWeek - chart.fromWeek)) * (WIDTH - PAD.left - PAD.right);
  const y = (grams: number) => HEIGHT - PAD.bottom - (grams / chart.maxGrams) * (HEIGHT - PAD.top - PAD.bottom);
  const weekTicks = Array.from({ length: chart.toWeek - chart.fromWeek + 1 }, (_, i) => chart.fromWeek + i).filter(
    (week) => week % 2 === 0,
  );
  const gramTicks = Array.from({ length: chart.maxGrams / 500 + 1 }, (_, i) => i * 500).filter(
    (_, i, all) => all.length <= 9 || i % 2 === 0,
  );
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full max-w-[480px] break-inside-avoid"
      role="img"
      aria-label={`${label ? say(NAMED_CHART, { name: label }) : say(CHART_NAME)}: ${say(CHART_DESCRIPTION)}`}
    >
      {gramTicks.map((grams) => (
        <g key={grams}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(grams)} y2={y(grams)} stroke="#e2e8f0" />
          <text x={PAD.left - 4} y={y(grams) + 3} textAnchor="end" fontSize="9" fill="#475569">
            {grams}
          </text>
        </g>
      ))}
      {weekTicks.map((week) => (
        <text key={week} x={x(week)} y={HEIGHT - PAD.bottom + 12} textAnchor="middle" fontSize="9" fill="#475569">
          {week}
        </text>
      ))}
      <text x={(WIDTH + PAD.left - PAD.right) / 2} y={HEIGHT - 2} textAnchor="middle" fontSize="9" fill="#334155">
        {say(AXIS_CAPTION)}
      </text>
      {chart.curves.map((curve) => {
        const last = curve.points.at(-1);
        return (
          <g key={curve.label}>
            <polyline
              fill="none"
              stroke={curve.label === '50th' ? '#1e3a8a' : '#64748b'}
              strokeDasharray={curve.label === '50th' ? undefined : '4 3'}
              strokeWidth="1.2"
              points={curve.points.map(([week, grams]) => `${x(week)},${y(grams)}`).join(' ')}
            />
            {last ? (
              <text x={x(last[0]) + 3} y={y(last[1]) + 3} fontSize="8" fill="#334155">
                {curve.label}
              </text>
            ) : null}
          </g>
        );
      })}
      <polyline
        fill="none"
        stroke="#b91c1c"
        strokeWidth="1.5"
        points={chart.scans.map((scan) => `${x(scan.weeks)},${y(scan.grams)}`).join(' ')}
      />
      {chart.scans.map((scan) => (
        <circle
          key={`${scan.weeks}-${scan.grams}`}
          cx={x(scan.weeks)}
          cy={y(scan.grams)}
          r="3.5"
          fill={scan.current ? '#b91c1c' : '#fff'}
          stroke="#b91c1c"
          strokeWidth="1.5"
        />
      ))}
    </svg>
  );
}
