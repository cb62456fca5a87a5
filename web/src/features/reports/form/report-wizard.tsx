import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { ReportSave } from '../../../../../core/reports/report-schemas.ts';
import { isObstetricReportType } from '../../../../../core/reports/templates/template-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-permissions.ts';
import type { Report } from '../reports-api.ts';
import { PatientAndDoctorFields, StudyFields } from './basic-info-fields.tsx';
import { ContradictionsDialog } from './contradictions-dialog.tsx';
import type { ReportDoctorField } from './doctor-field.ts';
import { ErrorSummary, focusErrorSummary } from './error-summary.tsx';
import { FindingsFields, SummaryFields } from './findings-fields.tsx';
import { firstErrorStep, stepOfField, WIZARD_STEPS } from './form-errors.ts';
import { KeyImagePicker } from './key-images/key-image-picker.tsx';
import { MeasurementsEditor } from './measurements-editor.tsx';
import { ObstetricFields } from './obstetric-fields.tsx';
import {
  emptyReportForm,
  type ReportForm,
  type ReportFormValues,
  reportFormResolver,
  reportToForm,
  type SaveIntent,
} from './report-form-model.ts';
import { ReviewSummary } from './review-summary.tsx';
import { TemplateDataPanel } from './template-data-panel.tsx';
import { TemplateInfoPanel } from './template-info-panel.tsx';
import { useAutoSave } from './use-auto-save.ts';
import { useFormTemplate } from './use-form-template.ts';
import { type SaveStatus, useReportSave } from './use-report-save.ts';

export interface ReportEditorProps {
  /** The report to edit; null creates one. */
  report: Report | null;
  /** A patient chosen before opening (the patients list's generate-report button). */
  initialPatientId?: string;
  doctorField: ReportDoctorField;
  onClose: () => void;
  /** Finalizing a new report (or a draft) opens the print preview (spec §4). */
  onFinalized: (report: Report) => void;
}

const ID = 'wizard';

/**
 * The one form both editors start from: the saved report, or an empty form for the chosen patient.
 * `intent` is set by the editor before each submit (a draft is checked as a draft).
 */
export function useReportForm(report: Report | null, intent: SaveIntent, initialPatientId?: string): ReportForm {
  return useForm<ReportFormValues, unknown, ReportSave>({
    resolver: reportFormResolver(intent),
    defaultValues: report ? reportToForm(report) : emptyReportForm(initialPatientId),
  });
}

/** Whether a save with this status leaves the report a draft (Save Draft of a finalized report does not). */
export function staysDraft(report: Report | null, status: SaveStatus): boolean {
  return status === 'draft' && (report === null || report.status === 'draft');
}

/** Whether a save that ended finalized should open the print preview: not when a finalized report was only edited. */
export function opensPreview(before: Report | null, saved: Report): boolean {
  return saved.status === 'finalized' && (before === null || before.status === 'draft');
}

/**
 * The 5-step report wizard (spec §2): no gate between steps, validation only on save; Save Draft
 * stores a draft and closes, Finalize Report stores it finalized and opens the print preview.
 * While a new report (or a draft) is open it is auto-saved every 30 s.
 */
export function ReportWizard({ report, initialPatientId, doctorField, onClose, onFinalized }: ReportEditorProps) {
  const intent = useRef<SaveIntent>({ draft: false }).current;
  const form = useReportForm(report, intent, initialPatientId);
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const movedTo = useRef<number | null>(null);
  const [draftId, setDraftId] = useState<string | null>(report?.status === 'draft' ? report.id : null);
  const save = useReportSave('wizard', form, (saved) => {
    onClose();
    if (opensPreview(report, saved)) onFinalized(saved);
  });
  const busy = save.isPending;
  const autoSaved = useAutoSave({
    enabled: report === null || report.status === 'draft',
    getValues: form.getValues,
    draftId,
    onDraftSaved: setDraftId,
    paused: busy,
  });
  const obstetric = isObstetricReportType(form.watch('reportType'));
  const template = useFormTemplate(form);
  const last = WIZARD_STEPS.length - 1;
  // Receptionists save drafts only (issue 15): the Finalize button is not there for them.
  const can = useCan();
  const canFinalize = can(report && report.status !== 'draft' ? 'reports.amend' : 'reports.finalize');

  /** Next, Previous or a step link: the step opens at its top with its heading focused. */
  const goTo = (next: number) => {
    movedTo.current = next;
    setStep(next);
  };
  // The dialog is one scroll box for every step, so without this a step opened where the last
  // one was scrolled to (the bottom of a long Findings step, issue 22). A failed save moves to the
  // step with the error and focuses the error summary instead.
  useEffect(() => {
    if (movedTo.current !== step) return;
    movedTo.current = null;
    heading.current?.closest('[role="dialog"]')?.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const submit = (status: SaveStatus) => {
    intent.draft = staysDraft(report, status);
    return form.handleSubmit(
      (values) =>
        save.mutate({
          values,
          status,
          id: report?.id ?? draftId,
          editing: report !== null,
          amends: report !== null && report.status !== 'draft',
        }),
      (errors: FieldErrors<ReportFormValues>) => {
        setStep(firstErrorStep(errors));
        focusErrorSummary(`${ID}-errors`);
      },
    )();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent size="xl" showClose={!busy} className="top-4! translate-y-0! sm:top-8!">
        <DialogTitle className="text-xl font-semibold text-slate-900">
          {report ? t('Edit Report') : t('Create Report')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {report ? `${report.reportId} · ${report.patientName}` : t('Write a structured report from a template.')}
        </DialogDescription>
        <WizardProgress step={step} onStep={goTo} />
        <p className="mt-2 min-h-5 text-xs text-slate-600" aria-live="polite">
          {autoSaved}
        </p>
        <form noValidate onSubmit={(event) => event.preventDefault()} className="mt-2 space-y-4">
          <ErrorSummary form={form} id={`${ID}-errors`} />
          <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            {t(WIZARD_STEPS[step] ?? '')}
          </h3>
          {step === 0 ? (
            <>
              <PatientAndDoctorFields form={form} idPrefix={ID} doctorField={doctorField} editing={report !== null} />
              <StudyFields form={form} idPrefix={ID} />
              <TemplateInfoPanel template={template} />
            </>
          ) : null}
          {step === 1 ? <FindingsFields form={form} idPrefix={ID} /> : null}
          {step === 2 ? (
            <>
              {template?.calculator || template?.fields.length ? (
                <TemplateDataPanel form={form} idPrefix={ID} template={template} />
              ) : null}
              {obstetric ? (
                <ObstetricFields
                  form={form}
                  idPrefix={ID}
                  reportCreatedAt={report?.createdAt}
                  heartRateInTemplate={template?.calculator === 'first-trimester-dating'}
                  studyId={report?.studyId}
                />
              ) : null}
              <MeasurementsEditor form={form} idPrefix={ID} />
              <KeyImagePicker form={form} idPrefix={ID} reportId={report?.id ?? null} obstetric={obstetric} />
            </>
          ) : null}
          {step === 3 ? (
            <SummaryFields
              form={form}
              idPrefix={ID}
              reportCreatedAt={report?.createdAt}
              reportId={draftId ?? report?.id ?? null}
            />
          ) : null}
          {step === 4 ? <ReviewSummary form={form} /> : null}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-between">
            <Button variant="secondary" disabled={busy} onClick={() => submit('draft')}>
              {busy ? t('Saving...') : t('Save Draft')}
            </Button>
            <div className="flex gap-3">
              <Button variant="secondary" disabled={step === 0 || busy} onClick={() => goTo(step - 1)}>
                {t('Previous')}
              </Button>
              {step < last ? (
                <Button onClick={() => goTo(step + 1)}>{t('Next')}</Button>
              ) : canFinalize ? (
                <Button disabled={busy} onClick={() => submit('finalized')}>
                  {busy ? t('Saving...') : t('Finalize Report')}
                </Button>
              ) : null}
            </div>
          </div>
        </form>
        <ContradictionsDialog save={save} onEdit={() => goTo(stepOfField('impression'))} />
      </DialogContent>
    </Dialog>
  );
}

function WizardProgress({ step, onStep }: { step: number; onStep: (step: number) => void }) {
  const percent = Math.round(((step + 1) / WIZARD_STEPS.length) * 100);
  return (
    <div className="mt-4 space-y-2">
      <div
        role="progressbar"
        aria-label={t('Report progress')}
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEPS.length}
        aria-valuenow={step + 1}
        aria-valuetext={t('Step {step} of {total}: {name}', {
          step: step + 1,
          total: WIZARD_STEPS.length,
          name: t(WIZARD_STEPS[step] ?? ''),
        })}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-blue-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <ol className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {WIZARD_STEPS.map((name, index) => (
          <li key={name}>
            <button
              type="button"
              aria-current={index === step ? 'step' : undefined}
              onClick={() => onStep(index)}
              className={index === step ? 'font-semibold text-blue-800' : 'text-slate-600 hover:text-slate-900'}
            >
              {index + 1}. {t(name)}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
