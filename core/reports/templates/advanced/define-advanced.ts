import type { CalculatorId, TemplateDefinition } from '../template-definition.ts';
import type { ReportTemplate, TemplateReference } from '../template-types.ts';

interface AdvancedSpec {
  id: string;
  name: string;
  printTitle: string;
  calculator: CalculatorId;
  /** The standard template whose sections, normal text and phrase bank it keeps. */
  base: ReportTemplate;
  extraPhrases: readonly string[];
  /** What the reference panel adds: the scoring rules and their sources. */
  extraReference: Pick<TemplateReference, 'normalRanges' | 'sources'>;
  normalImpression?: string;
  normalRecommendations?: string;
}

/**
 * An advanced template is a standard one plus a calculator: the same sections, normal text and
 * phrase bank (so the report reads like the standard ten and keeps the same PC-PNDT guard), the
 * structured descriptors the calculator scores, and the scoring rules cited on the reference panel.
 */
export function defineAdvanced(spec: AdvancedSpec): TemplateDefinition {
  const { base } = spec;
  return {
    id: spec.id,
    tier: 'advanced',
    version: 1,
    reportType: base.type,
    name: spec.name,
    printTitle: spec.printTitle,
    sections: base.sections,
    normalFindings: base.normalFindings,
    normalImpression: spec.normalImpression ?? base.normalImpression,
    normalRecommendations: spec.normalRecommendations ?? base.normalRecommendations,
    phraseBank: [...base.phraseBank, ...spec.extraPhrases.filter((p) => !base.phraseBank.includes(p))],
    fields: [],
    calculator: spec.calculator,
    reference: {
      ...base.reference,
      normalRanges: [...spec.extraReference.normalRanges, ...base.reference.normalRanges],
      sources: [...spec.extraReference.sources, ...base.reference.sources],
    },
  };
}
