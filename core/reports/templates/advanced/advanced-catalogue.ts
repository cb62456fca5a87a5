import type { TemplateDefinition } from '../template-definition.ts';
import { BREAST_BIRADS_TEMPLATE } from './breast-birads.ts';
import { FETAL_DOPPLER_TEMPLATE } from './fetal-doppler.ts';
import { FIRST_TRIMESTER_DATING_TEMPLATE } from './first-trimester-dating.ts';
import { FOLLICULAR_MONITORING_TEMPLATE } from './follicular-monitoring.ts';
import { GROWTH_FOLLOW_UP_TEMPLATE } from './growth-follow-up.ts';
import { THYROID_TIRADS_TEMPLATE } from './thyroid-tirads.ts';

/** The advanced templates (Professional and Enterprise), in the order the wizard lists them. */
export const ADVANCED_TEMPLATES: readonly TemplateDefinition[] = [
  THYROID_TIRADS_TEMPLATE,
  FIRST_TRIMESTER_DATING_TEMPLATE,
  FETAL_DOPPLER_TEMPLATE,
  BREAST_BIRADS_TEMPLATE,
  FOLLICULAR_MONITORING_TEMPLATE,
  GROWTH_FOLLOW_UP_TEMPLATE,
];

export function findAdvancedTemplate(id: string): TemplateDefinition | undefined {
  return ADVANCED_TEMPLATES.find((template) => template.id === id);
}
