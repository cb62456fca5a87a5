import { useMutation } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { RouteAnswer } from '../../../../../core/api/define-route.ts';
import { templatesApi } from '../../../../../core/api/templates-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ApiRequestError, apiRequest, errorMessageOf } from '../../../lib/api-client.ts';
import { urlOf } from '../../../lib/call-api.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { TEMPLATES_KEY, useReportTemplate } from '../../../lib/templates-api.ts';
import { toast } from '../../../lib/toast-store.ts';
import {
  EditorInput,
  EditorTextarea,
  MeasurementFieldRow,
  ReportTypeOptions,
  SectionRow,
} from './template-editor-fields.tsx';
import { BLANK_TEMPLATE, type EditorValues, fromDetail, startFrom, toTemplateInput } from './template-editor-model.ts';
import { TemplatePreview } from './template-preview.tsx';

type TemplateAnswer = RouteAnswer<typeof templatesApi.create>;

/** Build or edit a clinic template; publishing an edit makes a new version. */
export function TemplateEditorDialog({ templateId, onClose }: { templateId: string | null; onClose: () => void }) {
  const existing = useReportTemplate(templateId ?? '');
  const [values, setValues] = useState<EditorValues>(structuredClone(BLANK_TEMPLATE));
  const [loaded, setLoaded] = useState(templateId === null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState(false);
  useEffect(() => {
    if (loaded || !existing) return;
    setValues(fromDetail(existing));
    setLoaded(true);
  }, [existing, loaded]);

  const publish = useMutation({
    mutationFn: async (): Promise<TemplateAnswer> => {
      // The editor's state as typed (a range may be blank): not yet the route's body type, so it
      // goes through apiRequest and the server names each field to fix (400), as before.
      const body = toTemplateInput(values);
      const route = templateId ? templatesApi.publish : templatesApi.create;
      const response = await apiRequest(route.method, urlOf(route, { params: { id: templateId ?? '' } }), body);
      return (await response.json()) as TemplateAnswer;
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
      toast({
        title: t('Template published'),
        description: `${saved.name}, ${t('version {version}', { version: saved.version })}`,
      });
      onClose();
    },
    onError: (error) => {
      const message = t(errorMessageOf(error, msg('Failed to publish the template')));
      if (error instanceof ApiRequestError) {
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
      }
      toast({ title: t('Error'), description: message, variant: 'destructive' });
    },
  });

  const set = (patch: Partial<EditorValues>) => setValues((v) => ({ ...v, ...patch }));
  const setSection = (i: number, patch: Partial<EditorValues['sections'][number]>) =>
    set({ sections: values.sections.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const setField = (i: number, patch: Partial<EditorValues['fields'][number]>) =>
    set({ fields: values.fields.map((f, j) => (j === i ? { ...f, ...patch } : f)) });
  const busy = publish.isPending;

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent size="xl" className="top-4! translate-y-0! sm:top-8!">
        <DialogTitle className="text-xl font-semibold text-slate-900">
          {templateId
            ? `${t('Edit template')}${existing ? ` (${t('version {version}', { version: existing.version })})` : ''}`
            : t('New report template')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t('Publishing makes a new version; reports already written keep the version they were written with.')}
        </DialogDescription>
        {!loaded ? (
          <p className="mt-4 text-sm text-slate-600">{t('Loading template…')}</p>
        ) : (
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              setErrors({});
              publish.mutate();
            }}
          >
            {templateId === null ? (
              <FormField
                id="tpl-start"
                label={t('Start from')}
                hint={t("A standard template's sections and normal text, or blank")}
              >
                {(control) => (
                  <Select {...control} defaultValue="" onChange={(e) => setValues(startFrom(e.target.value))}>
                    <option value="">{t('Blank template')}</option>
                    <ReportTypeOptions />
                  </Select>
                )}
              </FormField>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-3">
              <EditorInput
                id="tpl-name"
                label={t('Template name *')}
                error={errors.name}
                value={values.name}
                maxLength={100}
                onChange={(name) => set({ name })}
              />
              <EditorInput
                id="tpl-title"
                label={t('Print title *')}
                error={errors.printTitle}
                value={values.printTitle}
                maxLength={100}
                onChange={(printTitle) => set({ printTitle })}
              />
              <FormField id="tpl-type" label={t('Kind of study *')} error={errors.reportType}>
                {(control) => (
                  <Select {...control} value={values.reportType} onChange={(e) => set({ reportType: e.target.value })}>
                    <ReportTypeOptions />
                  </Select>
                )}
              </FormField>
            </div>
            <fieldset className="space-y-3">
              <legend className="font-semibold text-slate-900">{t('Sections')}</legend>
              {errors.sections ? <p className="text-sm text-red-700">{t(errors.sections)}</p> : null}
              {values.sections.map((section, i) => (
                <SectionRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: sections are edited in place by position
                  key={i}
                  index={i}
                  section={section}
                  errors={errors}
                  onChange={(patch) => setSection(i, patch)}
                  removable={values.sections.length > 1}
                  onRemove={() => set({ sections: values.sections.filter((_, j) => j !== i) })}
                />
              ))}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => set({ sections: [...values.sections, { label: '', normalText: '', phrases: '' }] })}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('Add section')}
              </Button>
            </fieldset>
            <fieldset className="space-y-3">
              <legend className="font-semibold text-slate-900">{t('Measurement fields')}</legend>
              {values.fields.map((field, i) => (
                <MeasurementFieldRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: fields are edited in place by position
                  key={i}
                  index={i}
                  field={field}
                  errors={errors}
                  onChange={(patch) => setField(i, patch)}
                  onRemove={() => set({ fields: values.fields.filter((_, j) => j !== i) })}
                />
              ))}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => set({ fields: [...values.fields, { label: '', unit: '', min: '', max: '' }] })}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('Add measurement field')}
              </Button>
            </fieldset>
            <div className="grid gap-3 sm:grid-cols-2">
              <EditorTextarea
                id="tpl-impression"
                label={t('Normal impression')}
                error={errors.normalImpression}
                value={values.normalImpression}
                onChange={(normalImpression) => set({ normalImpression })}
              />
              <EditorTextarea
                id="tpl-recommendations"
                label={t('Normal recommendations')}
                error={errors.normalRecommendations}
                value={values.normalRecommendations}
                onChange={(normalRecommendations) => set({ normalRecommendations })}
              />
            </div>
            {preview ? <TemplatePreview values={values} /> : null}
            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
              <Button variant="secondary" disabled={busy} onClick={onClose}>
                {t('Cancel')}
              </Button>
              <Button variant="secondary" onClick={() => setPreview((p) => !p)}>
                {preview ? t('Hide preview') : t('Preview')}
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? t('Publishing...') : t('Publish')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
