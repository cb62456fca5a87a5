// `npx tsx bench/report-drafts.ts` (or `npm run bench:drafts`): how long drafting a report from its
// values takes (issue 35: p99 at most 20 ms on this machine). The wizard redrafts on every
// keystroke, so this is the cost of one: a singleton and a twin obstetric report, and a scored
// thyroid report, drafted in turn. JSON on stdout; exit 1 over the target.
import { availableParallelism, loadavg } from 'node:os';
import { type DraftInput, draftReport } from '../core/reports/drafts/draft-report.ts';
import { impressionText } from '../core/reports/drafts/draft-types.ts';
import { scoreTemplateData } from '../core/reports/templates/advanced/calculators.ts';

const RUNS = Number(process.env.BENCH_DRAFT_RUNS ?? 3000);
const TARGET_P99_MS = 20;

const singleton: DraftInput = {
  reportType: 'obstetric_second_third_trimester',
  calculator: null,
  templateScores: null,
  lastMenstrualPeriod: '2026-04-12',
  expectedDeliveryDate: null,
  scanDate: '2026-11-25',
  templateData: null,
  biparietalDiameter: 72,
  abdominalCircumference: 240,
  femurLength: 54,
  measurements: { 'HC (mm)': 265 },
  estimatedFetalWeight: null,
  gestationalAge: null,
  fetalPresentation: 'cephalic',
  fetalHeartRate: '142',
  amnioticFluid: 'AFI 4 cm',
};
const fetus = (label: 'A' | 'B', ac: number) => ({
  label,
  bpd: 72,
  hc: 265,
  ac,
  fl: 54,
  crl: null,
  nt: null,
  efw: null,
  afi: 12,
  fhr: 140,
  uaPi: null,
  mcaPi: null,
  presentation: 'cephalic',
});
const twins = { ...singleton, multiplePregnancy: true, fetuses: [fetus('A', 240), fetus('B', 200)] } as DraftInput;
const tirads = scoreTemplateData(
  'tirads',
  {
    nodules: [
      {
        site: 'right-lobe',
        composition: 'solid',
        echogenicity: 'very-hypoechoic',
        shape: 'taller-than-wide',
        margin: 'smooth',
        foci: ['none'],
        maxDiameterCm: 1.8,
      },
    ],
  },
  { lastMenstrualPeriod: null },
);
const thyroid: DraftInput = {
  ...singleton,
  reportType: 'thyroid',
  calculator: 'tirads',
  templateScores: tirads.ok ? tirads.scores : null,
};
const inputs = [singleton, twins, thyroid];

// Warm-up: the first call compiles the modules and the guard's patterns (about 70 ms), and the
// next hundred or so run before V8 has optimised the hot functions. The wizard pays that once per
// page load, not per keystroke, so it is left out of the figures.
for (let i = 0; i < 300; i += 1) impressionText(draftReport(inputs[i % inputs.length] as DraftInput));
const times: number[] = [];
// The CPU time of each call too: on a machine with more runnable work than cores, a wall-clock
// p99 measures the wait for a core (issue 35 found p99 55 ms of wall time for 0.2 ms of CPU).
const cpuTimes: number[] = [];
const cpuBefore = process.cpuUsage();
for (let i = 0; i < RUNS; i += 1) {
  const input = inputs[i % inputs.length] as DraftInput;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  impressionText(draftReport(input));
  times.push(performance.now() - start);
  const used = process.cpuUsage(cpuStart);
  cpuTimes.push((used.user + used.system) / 1000);
}
const cpu = process.cpuUsage(cpuBefore);
times.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
const quantile = (sorted: number[], q: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(3));
const at = (q: number) => quantile(times, q);
const load = loadavg()[0] ?? 0;
// Oversubscribed (more runnable work than cores): the target is judged on CPU time per call.
const oversubscribed = load > availableParallelism();
// Wall-clock times include waiting for a core on a loaded machine; the CPU time per draft does not.
const meanCpuMs = Number(((cpu.user + cpu.system) / 1000 / RUNS).toFixed(3));
const summary = {
  runs: RUNS,
  p50Ms: at(0.5),
  p95Ms: at(0.95),
  p99Ms: at(0.99),
  maxMs: at(1),
  meanCpuMs,
  cpuP99Ms: quantile(cpuTimes, 0.99),
  cpuMaxMs: quantile(cpuTimes, 1),
  loadAverage: Number(load.toFixed(1)),
  cores: availableParallelism(),
  targetP99Ms: TARGET_P99_MS,
  judgedOn: oversubscribed ? 'cpuP99Ms (machine oversubscribed)' : 'p99Ms',
};
console.log(JSON.stringify(summary, null, 2));
if ((oversubscribed ? summary.cpuP99Ms : summary.p99Ms) > TARGET_P99_MS) process.exitCode = 1;
