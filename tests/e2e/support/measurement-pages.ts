import type { PhotoKey } from '../../../core/ocr/photo-measurement-keys.ts';

/**
 * Measurement pages as scanners show them, written as HTML for Chromium to draw (issue 35 item 3):
 * several layouts and fonts, dark screens and light printouts, each with the values it shows in
 * the report's units. No scanner's real screen is copied; these are made up to look the part.
 */
export interface MeasurementPage {
  name: string;
  html: string;
  expected: Partial<Record<PhotoKey, number>>;
  /** CSS width of the page in pixels. */
  width: number;
}

const page = (style: string, body: string) =>
  `<!doctype html><html><head><style>body{margin:0;padding:28px;${style}} table{border-collapse:collapse} td,th{padding:6px 18px 6px 0;text-align:left}</style></head><body>${body}</body></html>`;

const rows = (cells: string[][]) => cells.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');

/** A dark console screen in a monospace font: cm, GA columns, a separate Doppler block. */
const darkConsole: MeasurementPage = {
  name: 'dark console, monospace, cm with GA columns',
  width: 820,
  html: page(
    "background:#05080c;color:#e9f1f7;font:22px 'DejaVu Sans Mono',monospace",
    `<div style="color:#7fd3ff">OB Report&nbsp;&nbsp;&nbsp;Fetus A&nbsp;&nbsp;&nbsp;Hadlock</div>
     <table>${rows([
       ['Meas.', 'Value', 'GA'],
       ['BPD', '7.82 cm', '31w2d'],
       ['HC', '28.41 cm', '31w0d'],
       ['AC', '26.90 cm', '30w6d'],
       ['FL', '5.93 cm', '31w1d'],
       ['EFW', '1650 g', ''],
       ['GA(AUA)', '31w1d', ''],
       ['AFI', '14.2 cm', ''],
       ['FHR', '142 bpm', ''],
     ])}</table>`,
  ),
  expected: { bpd: 78.2, hc: 284.1, ac: 269, fl: 59.3, efw: 1650, ga: 218, afi: 14.2, fhr: 142 },
};

/** A white printout in a proportional sans font, mm, vendor annotations after the labels. */
const lightPrintout: MeasurementPage = {
  name: 'light printout, sans, mm with (Hadlock)',
  width: 900,
  html: page(
    "background:#ffffff;color:#111;font:21px 'Liberation Sans',Arial,sans-serif",
    `<div style="font-weight:bold;margin-bottom:8px">Obstetric Measurements</div>
     <table>${rows([
       ['Parameter', 'Value', 'GA', 'Range'],
       ['BPD (Hadlock)', '78.4 mm', '31w3d', '29w6d - 33w0d'],
       ['HC (Hadlock)', '285.0 mm', '31w2d', ''],
       ['AC (Hadlock)', '270.6 mm', '31w0d', ''],
       ['FL (Hadlock)', '60.1 mm', '31w3d', ''],
       ['EFW (Hadlock)', '1712 g', '± 257 g', ''],
       ['AFI', '12.6 cm', '', ''],
     ])}</table>`,
  ),
  expected: { bpd: 78.4, hc: 285, ac: 270.6, fl: 60.1, efw: 1712, afi: 12.6 },
};

/** Two columns on a blue screen, values glued to their units, in a serif font. */
const twoColumns: MeasurementPage = {
  name: 'two columns, blue screen, serif, glued units',
  width: 900,
  html: page(
    "background:#0b2a4a;color:#ffffff;font:23px 'Liberation Serif',serif",
    `<div>Biometry</div>
     <table>${rows([
       ['BPD', '8.91cm', 'HC', '31.62cm'],
       ['AC', '31.07cm', 'FL', '6.85cm'],
       ['EFW', '2.48kg', 'HR', '138bpm'],
     ])}</table>`,
  ),
  expected: { bpd: 89.1, hc: 316.2, ac: 310.7, fl: 68.5, efw: 2480, fhr: 138 },
};

/** A Doppler page: vessel headings with PI and RI rows under them. */
const doppler: MeasurementPage = {
  name: 'Doppler page, headings and PI/RI rows',
  width: 760,
  html: page(
    "background:#000;color:#ffd84a;font:22px 'DejaVu Sans',sans-serif",
    `<div style="color:#fff">Doppler</div>
     <table>${rows([
       ['Umb A', ''],
       ['PI', '0.98'],
       ['RI', '0.62'],
       ['MCA', ''],
       ['PI', '1.85'],
       ['CPR', '1.89'],
     ])}</table>`,
  ),
  expected: { ua_pi: 0.98, ua_ri: 0.62, mca_pi: 1.85, cpr: 1.89 },
};

/** A first-trimester page: CRL, NT, heart rate and GA, in a light sans on grey. */
const firstTrimester: MeasurementPage = {
  name: 'first trimester, grey screen',
  width: 760,
  html: page(
    "background:#2b2f33;color:#f2f2f2;font:22px 'Liberation Mono',monospace",
    `<div>Early OB</div>
     <table>${rows([
       ['CRL', '4.52 cm', '11w3d'],
       ['NT', '1.6 mm', ''],
       ['FHR', '156 bpm', ''],
       ['GA', '11w3d', ''],
     ])}</table>`,
  ),
  expected: { crl: 45.2, nt: 1.6, fhr: 156, ga: 80 },
};

export const MEASUREMENT_PAGES: readonly MeasurementPage[] = [
  darkConsole,
  lightPrintout,
  twoColumns,
  doppler,
  firstTrimester,
];

/**
 * A phone photo of a page: slightly turned, a little out of focus, less contrast and a soft light
 * falling across the screen, then saved as a JPEG. Applied around the page's body by CSS.
 */
export const PHOTOGRAPHED_CSS = `html{background:#555} body{transform:rotate(-1.6deg) scale(0.97);filter:blur(0.7px) contrast(0.85) brightness(1.05)}
  body::after{content:'';position:fixed;inset:0;background:linear-gradient(115deg,rgba(255,255,255,0.10),rgba(0,0,0,0.12));pointer-events:none}`;
