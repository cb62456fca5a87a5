import { formatCount } from '../../../../core/format/digits.ts';

/**
 * The value axis of an analytics bar chart. Counts (patients, reports, forms) step in whole
 * numbers: left to itself Chart.js puts ticks at 0.5 when the largest count is small (issue 28:
 * "1.5 reports"). Rupees and minutes keep Chart.js's own steps, through their formatter.
 */
export function valueAxis(stacked: boolean, formatValue: ((value: number) => string) | undefined) {
  const format = formatValue ?? formatCount;
  return {
    stacked,
    beginAtZero: true,
    ticks: {
      ...(formatValue ? {} : { precision: 0 }),
      callback: (value: string | number) => format(Number(value)),
    },
  };
}
