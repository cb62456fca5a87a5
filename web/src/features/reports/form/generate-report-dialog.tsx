import { type ReactNode, useRef } from 'react';
import { isObstetricReportType } from '../../../../../core/reports/templates/template-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { t } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-permissions.ts';
import { PatientAndDoctorFields, StudyFields } from './basic-info-fields.tsx';
import { ContradictionsDialog } from './contradictions-dialog.tsx';
import { ErrorSummary, focusErrorSummary } from './error-summary.tsx';
import { FindingsFields, SummaryFields } from './findings-fields.tsx';
import { KeyImagePicker } from './key-images/key-image-picker.tsx';
import { ObstetricFields } from './obstetric-fields.tsx';
import { emptyReportForm, type SaveIntent } from './report-form-model.ts';
import { opensPreview, type ReportEditorProps, staysDraft, useReportForm } from './report-wizard.tsx';
import { TemplateDataPanel } from './template-data-panel.tsx';
import { TemplateInfoPanel } from './template-info-panel.tsx';
import { useFormTemplate } from './use-form-template.ts';
import { useReportSave } from './use-report-save.ts';

const ID = 'generate';

/**
 * The single-page report editor (spec §2, 'Generate Medical Report' / 'Edit Medical Report'):
 * the same form model and save path as the wizard. A new report is finalized, the form reset
 * and the print preview opened; an edit just closes.
 */
export function GenerateReportDialog({
  report,
  initialPatientId,
  doctorField,
  onClose,
  onFinalized,
}: ReportEditorProps) {
  const intent = useRef<SaveIntent>({ draft: false }).current;
  const form = useReportForm(report, intent, initialPatientId);
  const save = useReportSave('dialog', form, (saved) => {
    form.reset(emptyReportForm());
    onClose();
    if (opensPreview(report, saved)) onFinalized(saved);
  });
  const busy = save.isPending;
  const type = form.watch('reportType');
  const template = useFormTemplate(form);
  const errors = form.formState.errors;

  // A receptionist's new report is saved as a draft for a doctor to finalize (issue 15).
  const canFinalize = useCan()('reports.finalize');
  // A draft edited here stays a draft, saved as one (no new version, checked as a draft).
  const status = report ? (report.status === 'draft' ? 'draft' : 'keep') : canFinalize ? 'finalized' : 'draft';
  intent.draft = staysDraft(report, status);
  const submit = form.handleSubmit(
    (values) => save.mutate({ values, status, id: report?.id ?? null, editing: report !== null }),
    () => focusErrorSummary(`${ID}-errors`),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent size="xl" showClose={!busy} className="top-4! translate-y-0! sm:top-8!">
        <DialogTitle className="text-xl font-semibold text-slate-900">
          {report ? t('Edit Medical Report') : t('Generate Medical Report')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {report ? `${report.reportId} · ${report.patientName}` : t('Fields marked * are required.')}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 space-y-6">
          <ErrorSummary form={form} id={`${ID}-errors`} />
          <Part title={t('Patient Information')}>
            <PatientAndDoctorFields
              form={form}
              idPrefix={ID}
              doctorField={doctorField}
              editing={report !== null}
              quickSelect
            />
          </Part>
          <Part title={t('USG Template')}>
            <StudyFields form={form} idPrefix={ID} typeLabel={t('USG Template *')} />
            <TemplateInfoPanel template={template} />
          </Part>
          {isObstetricReportType(type) ? (
            <Part title={t('Technical Details')}>
              <ObstetricFields form={form} idPrefix={ID} />
            </Part>
          ) : null}
          <Part title={t('Findings')}>
            <FindingsFields form={form} idPrefix={ID} />
          </Part>
          {template?.calculator || template?.fields.length ? (
            <Part title={template.calculator ? t('Scoring') : t('Measurements')}>
              <TemplateDataPanel form={form} idPrefix={ID} template={template} />
            </Part>
          ) : null}
          <KeyImagePicker
            form={form}
            idPrefix={ID}
            reportId={report?.id ?? null}
            obstetric={isObstetricReportType(type)}
          />
          <Part title={t('Additional Technical Details')}>
            <FormField
              id={`${ID}-additional`}
              label={t('Additional Details')}
              error={errors.additionalTechnicalDetails?.message}
            >
              {(control) => <Textarea {...control} rows={2} {...form.register('additionalTechnicalDetails')} />}
            </FormField>
          </Part>
          <Part title={t('Report Summary')}>
            <SummaryFields form={form} idPrefix={ID} />
          </Part>
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={busy} onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy
                ? t('Generating...')
                : report
                  ? t('Update Report')
                  : canFinalize
                    ? t('Finalize Report')
                    : t('Save Draft')}
            </Button>
          </div>
        </form>
        <ContradictionsDialog save={save} />
      </DialogContent>
    </Dialog>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}
