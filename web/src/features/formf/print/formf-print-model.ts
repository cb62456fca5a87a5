// The Form F print model is in core (the server's PDF draws it too); the page's CSS stays here.
export * from '../../../../../core/formf/print/formf-print-parts.ts';

/**
 * A4 with 12 mm margins (spec §9), only while the Form F print view is open. The form id and
 * "Page N of M" go in the page margin of every sheet (issue 23 item 8), so a loose sheet can be
 * matched to its record.
 */
export function formFPageCss(formId: string, title = 'Form F'): string {
  const label = `${title} ${formId}`.replace(/["\\\n]/g, '');
  return [
    '@page { size: A4; margin: 12mm 12mm 14mm; ',
    `@bottom-left { content: "${label}"; font-size: 8pt; color: #475569; } `,
    '@bottom-right { content: "Page " counter(page) " of " counter(pages); font-size: 8pt; color: #475569; } }',
  ].join('');
}
