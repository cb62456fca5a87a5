import { type TemplateDetail, useReportTemplate } from '../../../lib/templates-api.ts';
import type { ReportForm } from './report-form-model.ts';

/** The template the form is being written with (at the report's own version when editing one). */
export function useFormTemplate(form: ReportForm): TemplateDetail | null {
  const id = form.watch('templateId') || form.watch('reportType');
  return useReportTemplate(id, form.watch('templateVersion'));
}
