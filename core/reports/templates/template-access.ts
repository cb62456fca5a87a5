import { planHasTemplateTier, planUnlockingTier, type TemplateTier } from '../../plans/catalogue.ts';
import { ADVANCED_TEMPLATES, findAdvancedTemplate } from './advanced/advanced-catalogue.ts';
import { standardDefinition, type TemplateDefinition } from './template-definition.ts';
import type { TemplateDetail, TemplateSummary } from './template-schemas.ts';
import { REPORT_TYPES } from './template-types.ts';

/** Whether the plan includes the tier, and if not, the plan that does (for the lock's label). */
export function templateAvailability(tier: TemplateTier, planId: string | null) {
  const available = planHasTemplateTier(planId, tier);
  return { available, unlockedBy: available ? null : planUnlockingTier(tier).name };
}

/** A built-in template by id: a standard one (its report type) or an advanced one. */
export function findBuiltInDefinition(id: string): TemplateDefinition | undefined {
  return standardDefinition(id) ?? findAdvancedTemplate(id);
}

export const BUILT_IN_DEFINITIONS: readonly TemplateDefinition[] = [
  ...REPORT_TYPES.map((type) => standardDefinition(type) as TemplateDefinition),
  ...ADVANCED_TEMPLATES,
];

/** Custom templates have uuids; built-in ids are words, so the two never collide. */
export const isCustomTemplateId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function summarizeTemplate(template: TemplateDefinition, planId: string | null): TemplateSummary {
  return {
    id: template.id,
    name: template.name,
    reportType: template.reportType,
    tier: template.tier,
    version: template.version,
    ...templateAvailability(template.tier, planId),
  };
}

export function describeTemplate(
  template: TemplateDefinition,
  planId: string | null,
  versions: number[] = [template.version],
): TemplateDetail {
  return {
    ...summarizeTemplate(template, planId),
    printTitle: template.printTitle,
    sections: template.sections.map((s) => ({ ...s, phrases: s.phrases ? [...s.phrases] : undefined })),
    normalFindings: { ...template.normalFindings },
    normalImpression: template.normalImpression,
    normalRecommendations: template.normalRecommendations,
    phraseBank: [...template.phraseBank],
    fields: template.fields.map((f) => ({ ...f })),
    calculator: template.calculator,
    reference: template.reference
      ? {
          ...template.reference,
          normalRanges: [...template.reference.normalRanges],
          commonPathology: [...template.reference.commonPathology],
          artifacts: [...template.reference.artifacts],
          sources: [...template.reference.sources],
        }
      : null,
    versions,
  };
}
