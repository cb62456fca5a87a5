import type { TemplateTier } from '../../plans/catalogue.ts';
import { findTemplate } from './catalogue.ts';
import { printTitleFor, type ReportSection, type ReportType, type TemplateReference } from './template-types.ts';

/** The calculators of the advanced templates (advanced/calculators.ts); custom templates have none. */
export const CALCULATOR_IDS = [
  'tirads',
  'first-trimester-dating',
  'fetal-doppler',
  'birads',
  'follicular',
  'growth',
] as const;
export type CalculatorId = (typeof CALCULATOR_IDS)[number];

/** A number a clinic-built template asks for, with the range a value must fall in. */
export interface MeasurementField {
  key: string;
  label: string;
  unit: string;
  min: number;
  max: number;
}

/**
 * One template as both editors, the print page and the server see it, whatever its tier: the
 * standard ten (catalogue.ts), the advanced ones (advanced/) and a clinic's published version.
 * A report is written against one (id, version) and printed with that same definition forever.
 */
export interface TemplateDefinition {
  id: string;
  tier: TemplateTier;
  version: number;
  /** The kind of study it reports; decides Form F, the pregnancy guard and the list filters. */
  reportType: ReportType;
  name: string;
  printTitle: string;
  sections: readonly ReportSection[];
  normalFindings: Readonly<Record<string, string>>;
  normalImpression: string;
  normalRecommendations: string;
  phraseBank: readonly string[];
  fields: readonly MeasurementField[];
  calculator: CalculatorId | null;
  reference: TemplateReference | null;
}

/** A standard template as a definition: its id is its report type, version 1 forever. */
export function standardDefinition(type: string): TemplateDefinition | undefined {
  const template = findTemplate(type);
  if (!template) return undefined;
  return {
    id: template.type,
    tier: 'standard',
    version: 1,
    reportType: template.type,
    name: template.name,
    printTitle: printTitleFor(template.type),
    sections: template.sections,
    normalFindings: template.normalFindings,
    normalImpression: template.normalImpression,
    normalRecommendations: template.normalRecommendations,
    phraseBank: template.phraseBank,
    fields: [],
    calculator: null,
    reference: template.reference,
  };
}
