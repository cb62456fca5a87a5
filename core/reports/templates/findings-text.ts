import type { ReportTemplate } from './template-types.ts';

/** What an empty section is saved as (spec §3) and read back as blank (spec §4). */
export const EMPTY_SECTION_TEXT = 'Normal';

/** A section's text on one line: the saved format is one line per section. */
function toOneLine(text: string): string {
  return text.replace(/\s*\r?\n\s*/g, ' ').trim();
}

/**
 * The saved findings text: one 'Label: text' line per section in template order, 'Normal' for a
 * blank section. Line breaks inside a section become spaces so the text parses back.
 */
export function flattenFindings(
  template: Pick<ReportTemplate, 'sections'>,
  values: Readonly<Record<string, string | undefined>>,
): string {
  return template.sections
    .map((section) => {
      const text = toOneLine(values[section.key] ?? '');
      return `${section.label}: ${text === '' ? EMPTY_SECTION_TEXT : text}`;
    })
    .join('\n');
}

/**
 * Per-section values from a saved findings text. Each line is matched to a section by its label
 * (or its key), case-insensitively; a section saved as 'Normal' comes back blank (spec §4 edit mode);
 * lines that match no section are ignored. Every section key is present in the result.
 */
export function parseFindings(template: Pick<ReportTemplate, 'sections'>, text: string): Record<string, string> {
  const values: Record<string, string> = Object.fromEntries(template.sections.map((s) => [s.key, '']));
  // Longest name first, so a label that is a prefix of another never steals its line.
  const names = template.sections
    .flatMap((section) => [
      { name: section.label.toLowerCase(), key: section.key },
      { name: section.key.toLowerCase(), key: section.key },
    ])
    .sort((a, b) => b.name.length - a.name.length);

  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    const lower = line.toLowerCase();
    const match = names.find(({ name }) => lower.startsWith(`${name}:`));
    if (!match) continue;
    const value = line.slice(match.name.length + 1).trim();
    if (value === '' || value.toLowerCase() === EMPTY_SECTION_TEXT.toLowerCase()) continue;
    const previous = values[match.key];
    // A section repeated on several lines keeps all its text rather than silently dropping some.
    values[match.key] = previous ? `${previous} ${value}` : value;
  }
  return values;
}

export interface NormalTemplateValues {
  findings: Record<string, string>;
  impression: string;
  recommendations: string;
}

/**
 * Sections about one sex's organs, by section key, and what a normal report of a woman says
 * instead (issue 30 item 11: no "Prostate is normal" for women).
 */
const MALE_ONLY_SECTIONS: Readonly<Record<string, string>> = {
  prostate: 'Prostate section not applicable (female patient).',
};

/**
 * What 'Apply Normal Template' fills in (spec §5): every section, impression and recommendations;
 * a male-only section of a woman's report says it does not apply.
 */
export function normalTemplateValues(
  template: Pick<ReportTemplate, 'sections' | 'normalImpression' | 'normalRecommendations'> & {
    normalFindings: Readonly<Record<string, string>>;
  },
  patientGender: string | null = null,
): NormalTemplateValues {
  const normal: Readonly<Record<string, string>> = template.normalFindings;
  const forPatient = (key: string) =>
    (patientGender === 'female' ? MALE_ONLY_SECTIONS[key] : undefined) ?? normal[key] ?? '';
  return {
    findings: Object.fromEntries(template.sections.map((s) => [s.key, forPatient(s.key)])),
    impression: template.normalImpression,
    recommendations: template.normalRecommendations,
  };
}
