import { formatCount } from '../../../../core/format/digits.ts';

/**
 * The value axis of an analytics bar chart. Counts (patients, reports, forms) step in whole
 * numbers: left to itself Chart.js puts ticks at 0.5 when the largest count is small (issue 28:
 * "1.5 reports"). Minutes step whole too: turnaround is shown to the minute, so steps of 0.2 min
 * read "0 min, 0 min, 0 min, 1 min". Rupees keep Chart.js's own steps, through their formatter.
 */
export function valueAxis(
  stacked: boolean,
  formatValue: ((value: number) => string) | undefined,
  wholeSteps = formatValue === undefined,
) {
  const format = formatValue ?? formatCount;
  return {
    stacked,
    beginAtZero: true,
    ticks: {
      ...(wholeSteps ? { precision: 0 } : {}),
      callback: (value: string | number) => format(Number(value)),
    },
  };
}
