import type { GrowthChart } from '../../core/reports/print/growth-chart.ts';
import type { Block } from './pdf-blocks.ts';
import { fontName } from './pdf-fonts.ts';
import type { PdfSheet } from './pdf-sheet.ts';

const HEIGHT = 180;
const PAD = { left: 34, right: 26, top: 8, bottom: 22 };
const LABEL = 7;

/**
 * The growth chart of a growth follow-up report, drawn from the same chart data as the print
 * page's SVG (core/reports/print/growth-chart.ts): Hadlock 1991 10th/50th/90th curves, the scans
 * joined, this scan filled. 360 points wide, like the page's 480 px.
 */
export function growthChartBlock(sheet: PdfSheet, chart: GrowthChart): Block {
  const width = Math.min(360, sheet.width);
  return {
    height: HEIGHT + 6,
    draw: () => {
      const { doc } = sheet;
      const left = sheet.x;
      const top = sheet.y;
      const x = (weeks: number) =>
        left + PAD.left + ((weeks - chart.fromWeek) / (chart.toWeek - chart.fromWeek)) * (width - PAD.left - PAD.right);
      const y = (grams: number) =>
        top + HEIGHT - PAD.bottom - (grams / chart.maxGrams) * (HEIGHT - PAD.top - PAD.bottom);
      const polyline = (points: [number, number][]) => {
        for (const [i, [px, py]] of points.entries()) {
          if (i === 0) doc.moveTo(px, py);
          else doc.lineTo(px, py);
        }
      };
      doc.save();
      doc.font(fontName('latin', 'regular')).fontSize(LABEL).fillColor('#475569');
      const gramTicks = Array.from({ length: chart.maxGrams / 500 + 1 }, (_, i) => i * 500).filter(
        (_, i, all) => all.length <= 9 || i % 2 === 0,
      );
      for (const grams of gramTicks) {
        doc
          .moveTo(left + PAD.left, y(grams))
          .lineTo(left + width - PAD.right, y(grams))
          .lineWidth(0.5)
          .stroke('#e2e8f0');
        doc.text(String(grams), left, y(grams) - 3, { width: PAD.left - 4, align: 'right', lineBreak: false });
      }
      for (let week = chart.fromWeek; week <= chart.toWeek; week++) {
        if (week % 2 !== 0) continue;
        doc.text(String(week), x(week) - 10, top + HEIGHT - PAD.bottom + 4, {
          width: 20,
          align: 'center',
          lineBreak: false,
        });
      }
      doc.text('Gestational age (weeks) · EFW (g)', left, top + HEIGHT - 9, {
        width,
        align: 'center',
        lineBreak: false,
      });
      for (const curve of chart.curves) {
        const median = curve.label === '50th';
        polyline(curve.points.map(([week, grams]) => [x(week), y(grams)]));
        if (!median) doc.dash(3, { space: 2 });
        doc.lineWidth(0.9).stroke(median ? '#1e3a8a' : '#64748b');
        doc.undash();
        const last = curve.points.at(-1);
        if (last) doc.fillColor('#334155').text(curve.label, x(last[0]) + 2, y(last[1]) - 3, { lineBreak: false });
      }
      polyline(chart.scans.map((scan) => [x(scan.weeks), y(scan.grams)]));
      if (chart.scans.length > 1) doc.lineWidth(1.1).stroke('#b91c1c');
      for (const scan of chart.scans) {
        doc.circle(x(scan.weeks), y(scan.grams), 2.6).lineWidth(1.1);
        doc.fillAndStroke(scan.current ? '#b91c1c' : '#ffffff', '#b91c1c');
      }
      doc.restore();
      doc.fillColor('#0f172a');
      sheet.y = top + HEIGHT + 6;
    },
  };
}
