import { useQuery } from '@tanstack/react-query';
import { MonitorDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { studiesApi } from '../../../../../core/api/studies-api.ts';
import { studyDicomApi } from '../../../../../core/api/study-dicom-api.ts';
import { SCANNER_FIELD_LABELS } from '../../../../../core/dicom/measurement-sources.ts';
import { formatCount } from '../../../../../core/format/digits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { callApi, queryFnOf } from '../../../lib/call-api.ts';
import { t } from '../../../lib/i18n.ts';
import { TODAYS_STUDIES_KEY } from '../../../lib/query-keys.ts';
import type { ReportForm, ReportFormValues } from './report-form-model.ts';
import { fillFromScanner, sourceMarks } from './scanner-fill.ts';

/** A value sent while the wizard is open shows within 5 s (issue 32): the study is read this often. */
const POLL_MS = 4000;
const OPEN_STATUSES = new Set(['scheduled', 'in-progress']);
/** The form fields a fill may write (scanner-fill.ts). */
const FILLED_FIELDS = [
  'biparietalDiameter',
  'abdominalCircumference',
  'femurLength',
  'estimatedFetalWeight',
  'fetalHeartRate',
  'amnioticFluid',
  'measurements',
  'multiplePregnancy',
  'fetuses',
  'measurementSources',
] as const satisfies readonly (keyof ReportFormValues)[];

/**
 * The study a report is about: the saved report's, else the patient's open study of today (the
 * one the server links a new report to), kept on the form so the save links that same study.
 */
export function useReportStudy(form: ReportForm): string | null {
  const studyId = form.watch('studyId');
  const patientId = form.watch('patientId');
  const today = useQuery({
    queryKey: TODAYS_STUDIES_KEY,
    queryFn: () => callApi(studiesApi.today),
    enabled: !studyId && Boolean(patientId),
  });
  const open = today.data?.find((s) => s.patientId === patientId && OPEN_STATUSES.has(s.status));
  useEffect(() => {
    if (!studyId && open) form.setValue('studyId', open.id);
  }, [form, studyId, open]);
  return studyId ?? open?.id ?? null;
}

/**
 * "Fill from <scanner>" (issue 32 item 4): the study's SR measurements fill the obstetric fields
 * (per fetus for twins), each then marked "from <scanner>" while it holds the scanner's value; a
 * value the doctor changes stays changed, also when the scanner sends again. Nothing is saved or
 * finalized by filling: the doctor saves the report as always.
 */
export function ScannerMeasurementsPanel({
  form,
  idPrefix,
  onFilled,
}: {
  form: ReportForm;
  idPrefix: string;
  /** Lets panels that copy the form's values into their own state read them again. */
  onFilled: () => void;
}) {
  const studyId = useReportStudy(form);
  const measured = useQuery({
    queryKey: ['study-measurements', studyId],
    queryFn: queryFnOf(studyDicomApi.measurements, { params: { id: studyId ?? '' } }),
    enabled: Boolean(studyId),
    refetchInterval: POLL_MS,
  });
  const [filledAt, setFilledAt] = useState<string | null>(null);
  const marks = sourceMarks(form.watch());
  const fetuses = measured.data?.fetuses ?? [];
  const values = fetuses.flatMap((f) => Object.values(f.values)).filter((v) => v !== undefined);
  const unregistered = measured.data?.unregisteredMachines ?? [];
  if (values.length === 0 && marks.length === 0 && unregistered.length === 0) return null;
  const latest = values.reduce<(typeof values)[number] | undefined>(
    (last, v) => (!last || v.receivedAt > last.receivedAt ? v : last),
    undefined,
  );
  const isNew = latest !== undefined && (filledAt === null || latest.receivedAt > filledAt);
  const twins = fetuses.length > 1 || form.watch('multiplePregnancy') === 'yes';

  function fill() {
    const result = fillFromScanner(form.getValues(), fetuses);
    for (const field of FILLED_FIELDS) form.setValue(field, result.values[field], { shouldDirty: true });
    setFilledAt(latest?.receivedAt ?? null);
    onFilled();
  }

  return (
    <section
      aria-labelledby={`${idPrefix}-scanner-title`}
      className="space-y-2 rounded-md border border-sky-200 bg-sky-50 p-3"
    >
      <h4 id={`${idPrefix}-scanner-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <MonitorDown aria-hidden="true" className="size-4" />
        {values.length === 0 && marks.every((mark) => mark.photoId)
          ? t('Measurements from a photo')
          : t('Measurements from the scanner')}
      </h4>
      {unregistered.map((machine) => (
        <p key={machine} role="alert" className="rounded-md bg-red-50 px-2 py-1 text-sm font-medium text-red-800">
          {t('Machine not registered: {machine}', { machine })}
        </p>
      ))}
      {latest && isNew ? (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-800">
          <span>
            {filledAt === null
              ? t('{scanner} sent measurements for this study.', { scanner: latest.scanner })
              : t('New measurements from {scanner}', { scanner: latest.scanner })}
          </span>
          <Button size="sm" onClick={fill}>
            {t('Fill from {scanner}', { scanner: latest.scanner })}
          </Button>
        </div>
      ) : null}
      {marks.length > 0 ? (
        <ul aria-label={t('Values from the scanner')} className="grid gap-1 text-sm sm:grid-cols-2">
          {marks.map((mark) => {
            const { label, unit } = SCANNER_FIELD_LABELS[mark.key];
            const name = twins ? t('Fetus {label}: {name}', { label: mark.fetus, name: label }) : label;
            return (
              <li key={`${mark.fetus}-${mark.key}`} data-testid={`scanner-value-${mark.fetus}-${mark.key}`}>
                <span className="font-medium text-slate-900">
                  {name} {formatCount(mark.value)} {unit}
                </span>{' '}
                <span className={mark.changed ? 'text-amber-800' : 'text-sky-800'}>
                  {mark.photoId
                    ? mark.changed
                      ? t('changed by you (photo: {value} {unit})', { value: formatCount(mark.scannerValue), unit })
                      : t('from photo')
                    : mark.changed
                      ? t('changed by you ({scanner}: {value} {unit})', {
                          scanner: mark.scanner,
                          value: formatCount(mark.scannerValue),
                          unit,
                        })
                      : t('from {scanner}', { scanner: mark.scanner })}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="text-xs text-slate-600">
        {t('Filled values are suggestions: edit any of them below. Nothing is saved until you save the report.')}
      </p>
    </section>
  );
}
