import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatCount } from '../../../../core/format/digits.ts';
import { valueAxis } from './value-axis.ts';

// Only what the bar charts use, so the rest of Chart.js stays out of the page's chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Okabe–Ito colours: told apart with the common colour-vision deficiencies, and in greyscale print. */
export const CHART_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#000000'];

export interface BarSeries {
  label: string;
  data: number[];
}

interface BarChartProps {
  /** What the chart shows, for screen readers; the table beside it carries the numbers. */
  label: string;
  labels: string[];
  series: BarSeries[];
  stacked?: boolean;
  horizontal?: boolean;
  formatValue?: (value: number) => string;
  /** Steps in whole units (counts always do): minutes, which are shown to the minute. */
  wholeSteps?: boolean;
}

/**
 * A bar chart drawn by Chart.js on a canvas, redrawn when its data changes. Without formatValue
 * the values are counts, with whole-number ticks.
 */
export function BarChart({
  label,
  labels,
  series,
  stacked = false,
  horizontal = false,
  formatValue,
  wholeSteps,
}: BarChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // The page's own fonts, Noto Sans Devanagari among them: Chart.js's default (Helvetica, Arial)
    // drew a Hindi legend and Devanagari digits as empty boxes on a device without a Devanagari font.
    // Ticks and legends read Chart.defaults only, not a per-chart font.
    Chart.defaults.font.family = getComputedStyle(canvas).fontFamily;
    const format = formatValue ?? formatCount;
    const values = valueAxis(stacked, formatValue, wholeSteps);
    const config: ChartConfiguration<'bar'> = {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((s, i) => ({
          label: s.label,
          data: s.data,
          backgroundColor: CHART_COLOURS[i % CHART_COLOURS.length],
          borderWidth: 0,
        })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        // Sharp on paper and on high-density phone screens.
        devicePixelRatio: Math.max(window.devicePixelRatio || 1, 2),
        plugins: {
          legend: { display: series.length > 1, position: 'bottom', labels: { boxWidth: 12 } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${format(Number(item.raw))}` } },
        },
        scales: horizontal
          ? { x: values, y: { stacked } }
          : { x: { stacked, ticks: { maxRotation: 60, autoSkip: true } }, y: values },
      },
    };
    const chart = new Chart(canvas, config);
    // A canvas draws with what has loaded; when the web font arrives later, draw again with it.
    const redraw = () => chart.update();
    document.fonts?.addEventListener('loadingdone', redraw);
    // Paper is wider or narrower than the screen: redraw at the printed size.
    const resize = () => chart.resize();
    window.addEventListener('beforeprint', resize);
    return () => {
      window.removeEventListener('beforeprint', resize);
      document.fonts?.removeEventListener('loadingdone', redraw);
      chart.destroy();
    };
  }, [labels, series, stacked, horizontal, formatValue, wholeSteps]);

  return (
    <div className="relative h-64 w-full print:h-56">
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}
