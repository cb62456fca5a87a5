import { ArrowDown, ArrowUp, Images } from 'lucide-react';
import { KEY_IMAGES_PER_PAGE } from '../../../../../../core/dicom/study-image-schemas.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { t } from '../../../../lib/i18n.ts';
import { useCan } from '../../../../lib/use-permissions.ts';
import { usePatient } from '../../reports-api.ts';
import type { ReportForm } from '../report-form-model.ts';
import { useReportStudy } from '../scanner-measurements-panel.tsx';
import { choiceOf, type KeyImageChoice, moveImage, toggleImage, withCaption } from './key-image-choice.ts';
import { useSavedKeyImages, useStudyImages } from './key-images-api.ts';
import { StudyImageThumbnail } from './study-image-thumbnail.tsx';

interface KeyImagePickerProps {
  form: ReportForm;
  idPrefix: string;
  /** The saved report, whose stored key images the picker starts from; null for a new report. */
  reportId: string | null;
  /** The report's type is obstetric (a patient marked pregnant counts too, as on the server). */
  obstetric: boolean;
}

/**
 * Key images (issue 32 §5): the study's images from the scanner as thumbnails; the doctor picks
 * those to print, orders them, writes captions and chooses 2, 4 or 6 a page. The choice is a
 * field of the form, saved with the report (a finalized report's by its amendment). On an
 * obstetric report the signing doctor confirms the images show no sex annotation; the server
 * refuses to sign without it.
 */
export function KeyImagePicker({ form, idPrefix, reportId, obstetric }: KeyImagePickerProps) {
  const studyId = useReportStudy(form);
  const study = useStudyImages(studyId);
  const saved = useSavedKeyImages(reportId);
  // The server's test (decision 019): an obstetric type, or the patient marked pregnant.
  const patient = usePatient(form.watch('patientId') || null);
  const edited = form.watch('keyImages');
  const can = useCan();
  const id = `${idPrefix}-key-images`;
  const images = study.data?.images ?? [];
  const loadingSaved = reportId !== null && saved.isPending;
  const choice = edited ?? choiceOf(saved.data);
  const mayConfirm = can('reports.finalize');
  // A change by someone who may not sign drops the doctor's confirmation (the server would refuse it).
  const set = (next: KeyImageChoice) =>
    form.setValue('keyImages', mayConfirm ? next : { ...next, noSexAnnotationConfirmed: false }, {
      shouldDirty: true,
    });
  const numberOf = new Map(images.map((image, index) => [image.id, index + 1]));
  const thumbnailOf = new Map(images.map((image) => [image.id, image.thumbnailUrl]));
  const pregnant = obstetric || patient.data?.isObstetric === true || saved.data?.obstetric === true;
  const asksConfirmation = pregnant && choice.images.length > 0;
  const captionErrors = form.formState.errors.keyImages?.images;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-md border border-slate-200 p-3">
      <h4 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <Images aria-hidden="true" className="size-4" />
        {t('Key images')}
      </h4>
      {!studyId ? (
        <p className="text-sm text-slate-600">
          {t('Images from the scanner show here once the patient’s study is known.')}
        </p>
      ) : images.length === 0 ? (
        <p className="text-sm text-slate-600">
          {study.isPending ? t('Loading images…') : t('No images from the scanner for this study yet.')}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('Choose the images to print with the report.')}</p>
          <ul aria-label={t('Images from the scanner')} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {images.map((image, index) => {
              const checkboxId = `${id}-pick-${image.id}`;
              const chosen = choice.images.some((c) => c.id === image.id);
              return (
                <li key={image.id}>
                  <label
                    htmlFor={checkboxId}
                    className={`block cursor-pointer space-y-1 rounded-md border-2 p-1 ${chosen ? 'border-blue-700 bg-blue-50' : 'border-transparent'}`}
                  >
                    <StudyImageThumbnail
                      url={image.thumbnailUrl}
                      alt={t('Image {number} from the scanner', { number: index + 1 })}
                    />
                    <span className="flex items-center gap-2 text-xs text-slate-800">
                      <Checkbox
                        id={checkboxId}
                        checked={chosen}
                        disabled={loadingSaved}
                        aria-label={t('Use image {number} in the report', { number: index + 1 })}
                        onCheckedChange={() => set(toggleImage(choice, image.id))}
                      />
                      {image.frames > 1
                        ? t('Image {number}, {frames} frames', { number: index + 1, frames: image.frames })
                        : t('Image {number}', { number: index + 1 })}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {choice.images.length > 0 ? (
        <ol aria-label={t('Chosen key images')} className="space-y-2">
          {choice.images.map((image, index) => {
            const number = numberOf.get(image.id) ?? index + 1;
            const captionId = `${id}-caption-${image.id}`;
            const error = captionErrors?.[index]?.caption?.message;
            return (
              <li key={image.id} className="flex items-start gap-2">
                <div className="size-14 shrink-0">
                  <StudyImageThumbnail url={thumbnailOf.get(image.id) ?? null} alt="" />
                </div>
                <div className="min-w-0 flex-1 space-y-1">
                  <label htmlFor={captionId} className="block text-xs font-medium text-slate-800">
                    {t('Caption for image {number}', { number })}
                  </label>
                  <Input
                    id={captionId}
                    value={image.caption}
                    maxLength={120}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${captionId}-error` : undefined}
                    onChange={(event) => set(withCaption(choice, image.id, event.target.value))}
                  />
                  {error ? (
                    <p id={`${captionId}-error`} className="text-xs text-red-700">
                      {t(String(error))}
                    </p>
                  ) : null}
                </div>
                <div className="flex shrink-0 flex-col gap-1 pt-5 sm:flex-row">
                  <Button
                    size="icon"
                    variant="secondary"
                    disabled={index === 0}
                    aria-label={t('Move image {number} earlier', { number })}
                    onClick={() => set(moveImage(choice, index, -1))}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    size="icon"
                    variant="secondary"
                    disabled={index === choice.images.length - 1}
                    aria-label={t('Move image {number} later', { number })}
                    onClick={() => set(moveImage(choice, index, 1))}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {choice.images.length > 0 ? (
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-800">
          <legend className="mb-1 font-medium">{t('Images per page')}</legend>
          {KEY_IMAGES_PER_PAGE.map((count) => (
            <label key={count} className="flex items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-per-page`}
                value={count}
                checked={choice.perPage === count}
                onChange={() => set({ ...choice, perPage: count })}
                className="size-4 accent-blue-700"
              />
              {count}
            </label>
          ))}
        </fieldset>
      ) : null}
      {asksConfirmation ? (
        <div className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2">
          <div className="flex items-start gap-2">
            <Checkbox
              id={`${id}-no-sex`}
              checked={choice.noSexAnnotationConfirmed}
              disabled={!mayConfirm}
              onCheckedChange={(checked) => set({ ...choice, noSexAnnotationConfirmed: checked === true })}
            />
            <label htmlFor={`${id}-no-sex`} className="text-sm text-slate-900">
              {t(
                'I confirm that the chosen images carry no annotation that discloses the sex of the foetus (PC-PNDT Act).',
              )}
            </label>
          </div>
          <p className="text-xs text-slate-700">
            {mayConfirm
              ? t('Without this the report cannot be finalized and the images do not print.')
              : t('Only a doctor who signs reports can confirm this.')}
          </p>
        </div>
      ) : null}
    </section>
  );
}
