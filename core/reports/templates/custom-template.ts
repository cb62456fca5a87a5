import { standardDefinition, type TemplateDefinition } from './template-definition.ts';
import type { CustomTemplateInput } from './template-schemas.ts';
import { TEMPLATE_MESSAGES } from './template-schemas.ts';

/** A clinic's published version as a definition; keys come from the order (s1.., m1..). */
export function customDefinition(id: string, version: number, input: CustomTemplateInput): TemplateDefinition {
  const sections = input.sections.map((section, i) => ({
    key: `s${i + 1}`,
    label: section.label,
    placeholder: section.normalText.slice(0, 80),
    phrases: section.phrases,
  }));
  return {
    id,
    tier: 'custom',
    version,
    reportType: input.reportType,
    name: input.name,
    printTitle: input.printTitle,
    sections,
    normalFindings: Object.fromEntries(input.sections.map((section, i) => [`s${i + 1}`, section.normalText])),
    normalImpression: input.normalImpression,
    normalRecommendations: input.normalRecommendations,
    phraseBank: [...new Set(input.sections.flatMap((section) => section.phrases))],
    fields: input.fields.map((field, i) => ({ key: `m${i + 1}`, ...field })),
    calculator: null,
    reference: null,
  };
}

/** The editor's "start from a standard template": its sections, normal text and phrase bank. */
export function customInputFromStandard(type: string): CustomTemplateInput | undefined {
  const standard = standardDefinition(type);
  if (!standard) return undefined;
  return {
    name: `${standard.name} (clinic)`,
    printTitle: standard.printTitle,
    reportType: standard.reportType,
    sections: standard.sections.map((section) => ({
      label: section.label,
      normalText: standard.normalFindings[section.key] ?? '',
      phrases: [],
    })),
    fields: [],
    normalImpression: standard.normalImpression,
    normalRecommendations: standard.normalRecommendations,
  };
}

/**
 * A clinic-built template's measurement fields checked against their valid ranges: each problem
 * with the field it belongs to (measurements.m1), the server's 400 and the form's marks alike.
 */
export function checkTemplateMeasurements(
  template: Pick<TemplateDefinition, 'fields'>,
  measurements: Readonly<Record<string, string | number>> | null | undefined,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  for (const field of template.fields) {
    const raw = measurements?.[field.key];
    if (raw === undefined || raw === '') continue;
    const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
    if (!Number.isFinite(value) || value < field.min || value > field.max) {
      problems.push({
        field: `measurements.${field.key}`,
        message: TEMPLATE_MESSAGES.outOfRange(field.label, field.min, field.max, field.unit),
      });
    }
  }
  return problems;
}
