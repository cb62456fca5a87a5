import { PAGE_MARGIN_MM } from '../../../../core/print/print-settings.ts';

/** A CSS string literal of any text: quotes, backslashes and '<' escaped, controls made spaces. */
export function cssString(text: string): string {
  const escaped = text.replace(/\p{Cc}/gu, ' ').replace(/["\\<]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `);
  return `"${escaped}"`;
}

/**
 * A4 with 15 mm margins (spec §9), or the letterhead's bands, only while the print view is open. The page margins carry
 * what every sheet needs (issue 22): "Page N of M" from the print engine's own page counters, so
 * it is right however the text flows, and from page 2 on the patient line, since the full
 * patient header is printed once at the top of page 1.
 */
export function reportPageCss(
  patientLine: string | null,
  margins: { top: number; bottom: number; side: number } = {
    top: PAGE_MARGIN_MM,
    bottom: PAGE_MARGIN_MM,
    side: PAGE_MARGIN_MM,
  },
): string {
  // On pre-printed letterhead the top and bottom bands are the letterhead's (issue 19 §4).
  const margin = `margin: ${margins.top}mm ${margins.side}mm ${margins.bottom}mm`;
  const numbers =
    '@bottom-right { content: "Page " counter(page) " of " counter(pages); font: 9px sans-serif; color: #475569; }';
  if (patientLine === null) return `@page { size: A4; ${margin}; ${numbers} }`;
  const patient = `@top-left { content: ${cssString(patientLine)}; font: 9px sans-serif; color: #334155; }`;
  return `@page { size: A4; ${margin}; ${numbers} ${patient} } @page :first { @top-left { content: none; } }`;
}
