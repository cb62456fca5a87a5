import { findTemplate, REPORT_TEMPLATES } from './catalogue.ts';

/**
 * The technique a report starts with (issue 28): every report must state one and the clinics found
 * typing it each time the main chore of a normal report. It is the template's own technique text,
 * or for a clinic-built template without one, its report type's; the doctor edits it freely.
 */
export function defaultTechnique(template: { reportType: string; reference: { technique: string } | null }): string {
  const own = template.reference?.technique.trim();
  return own || (findTemplate(template.reportType)?.reference.technique ?? '');
}

const BUILT_IN_TECHNIQUES = new Set(Object.values(REPORT_TEMPLATES).map((t) => t.reference.technique));

/**
 * True when the technique box holds nothing the doctor wrote: empty, or a template's default left
 * as it was. Changing the template then replaces it; anything typed is kept.
 */
export function isUntouchedTechnique(value: string, previousDefault = ''): boolean {
  const text = value.trim();
  return text === '' || text === previousDefault.trim() || BUILT_IN_TECHNIQUES.has(text);
}
