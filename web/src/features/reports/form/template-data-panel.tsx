import type { TemplateDetail } from '../../../lib/templates-api.ts';
import { BiradsPanel } from './birads-panel.tsx';
import { CustomFieldsPanel } from './custom-fields-panel.tsx';
import { DopplerPanel } from './doppler-panel.tsx';
import { FirstTrimesterPanel } from './first-trimester-panel.tsx';
import { FollicularPanel } from './follicular-panel.tsx';
import { GrowthPanel } from './growth-panel.tsx';
import type { ReportForm } from './report-form-model.ts';
import { TiradsPanel } from './tirads-panel.tsx';

/**
 * The part of the form a template adds: an advanced template's descriptors with the live score
 * (the server scores them again on save), or a clinic template's measurement fields.
 */
export function TemplateDataPanel({
  form,
  idPrefix,
  template,
}: {
  form: ReportForm;
  idPrefix: string;
  template: TemplateDetail;
}) {
  if (template.calculator === 'tirads') return <TiradsPanel form={form} idPrefix={idPrefix} />;
  if (template.calculator === 'first-trimester-dating') return <FirstTrimesterPanel form={form} idPrefix={idPrefix} />;
  if (template.calculator === 'birads') return <BiradsPanel form={form} idPrefix={idPrefix} />;
  if (template.calculator === 'follicular') return <FollicularPanel form={form} idPrefix={idPrefix} />;
  if (template.calculator === 'growth') return <GrowthPanel form={form} idPrefix={idPrefix} />;
  if (template.calculator === 'fetal-doppler') return <DopplerPanel form={form} idPrefix={idPrefix} />;
  if (template.fields.length) return <CustomFieldsPanel form={form} idPrefix={idPrefix} template={template} />;
  return null;
}

/** The message of a nested form error (templateData.nodules.0.margin), set by the server's 400. */
export function errorAt(form: ReportForm, path: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
