import { defaultTechnique } from '../../../../../core/reports/templates/default-technique.ts';
import { normalTemplateValues } from '../../../../../core/reports/templates/findings-text.ts';
import { t } from '../../../lib/i18n.ts';
import type { TemplateDetail } from '../../../lib/templates-api.ts';
import { toast } from '../../../lib/toast-store.ts';
import { formConsistency } from './form-consistency.ts';
import type { ReportForm } from './report-form-model.ts';

/**
 * Apply Normal Template (spec §5): the chosen type's normal findings, impression and
 * recommendations, with the spec's notices. Returns the notice, for the editor to announce: a
 * modal dialog hides the toasts from screen readers.
 */
export function applyNormalTemplate(
  form: ReportForm,
  template: TemplateDetail | null,
  patientGender: string | null = null,
): string {
  const type = form.getValues('reportType');
  if (!template) {
    toast({
      title: t('Template Not Found'),
      description: t('No template available for {type}. Please select a different study type.', { type }),
      variant: 'destructive',
    });
    return `Template Not Found: No template available for ${type}. Please select a different study type.`;
  }
  const normal = normalTemplateValues(template, patientGender);
  form.setValue('findings', normal.findings, { shouldDirty: true });
  form.setValue('impression', normal.impression, { shouldDirty: true });
  form.setValue('recommendations', normal.recommendations, { shouldDirty: true });
  // A normal report still states its technique (issue 28); one the doctor typed stays.
  if (form.getValues('technique').trim() === '')
    form.setValue('technique', defaultTechnique(template), { shouldDirty: true });
  form.clearErrors(['findings', 'impression', 'recommendations', 'technique']);
  toast({ title: t('Normal Template Applied'), description: t('All fields have been filled with normal findings') });
  // A scored template's normal text can deny its own score (a TR5 nodule, "normal thyroid"): say so now.
  const { contradictions } = formConsistency(form.getValues(), template);
  if (contradictions.length === 0) return 'Normal Template Applied: All fields have been filled with normal findings';
  const warning = `The normal impression contradicts the scores: ${contradictions.map((c) => c.message).join('; ')}. Review the impression before finalizing.`;
  toast({ title: t('Check the impression'), description: warning, variant: 'destructive' });
  return `Normal Template Applied: All fields have been filled with normal findings. ${warning}`;
}
