import { Camera } from 'lucide-react';
import { useEffect, useState } from 'react';
import { measurementPhotosApi } from '../../../../../core/api/measurement-photos-api.ts';
import { formatCount } from '../../../../../core/format/digits.ts';
import type { MeasurementPhoto } from '../../../../../core/ocr/measurement-photo-schemas.ts';
import { LOW_CONFIDENCE } from '../../../../../core/ocr/parse-measurement-text.ts';
import { PHOTO_KEY_LABELS, type PhotoKey } from '../../../../../core/ocr/photo-measurement-keys.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiRequestError, errorMessageOf } from '../../../lib/api-client.ts';
import { getAuthToken } from '../../../lib/auth-token.ts';
import { urlOf } from '../../../lib/call-api.ts';
import { msg, useT } from '../../../lib/i18n.ts';
import type { ConfirmedValues, PhotoFill } from './assist/photo-fill.ts';

async function uploadPhoto(studyId: string, file: File): Promise<MeasurementPhoto> {
  // The photo's bytes are the body, which callApi (JSON) does not send.
  const response = await fetch(urlOf(measurementPhotosApi.upload, { params: { id: studyId } }), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${getAuthToken() ?? ''}`,
      'Content-Type': 'application/octet-stream',
      Accept: 'application/json',
    },
    credentials: 'include',
    body: file,
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text());
  return measurementPhotosApi.upload.responses[201].parse(await response.json());
}

const shown = (key: string, value: number) => (key === 'ga' ? `${Math.floor(value / 7)}w${value % 7}d` : String(value));
const unitOf = (unit: string) => (unit === 'd' || unit === '' ? '' : unit);

interface Row {
  key: PhotoKey;
  text: string;
  unit: string;
  confidence: number;
  line: string;
  checked: boolean;
}

/**
 * "Read from a photo" (issue 35 item 3): the photo of the scanner's measurement page beside the
 * values read off it, each with a checkbox and an edit box; low-confidence readings highlighted.
 * Nothing is used until a person ticks it: only the ticked values go into the draft.
 */
export function MeasurementPhotoReader({
  studyId,
  idPrefix,
  onConfirmed,
}: {
  studyId: string | null;
  idPrefix: string;
  /** Puts the ticked values in the form; says which found a place there. */
  onConfirmed: (values: ConfirmedValues, photoId: string) => PhotoFill;
}) {
  const t = useT();
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [leftOut, setLeftOut] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [used, setUsed] = useState<string[]>([]);
  const [unused, setUnused] = useState<string[]>([]);
  const [photoId, setPhotoId] = useState<string | null>(null);
  useEffect(() => () => (photoUrl ? URL.revokeObjectURL(photoUrl) : undefined), [photoUrl]);

  if (!studyId)
    return <p className="text-sm text-slate-600">{t('Save the draft to read measurements from a photo.')}</p>;

  async function read(file: File) {
    setBusy(true);
    setError(null);
    setUsed([]);
    setUnused([]);
    try {
      const photo = await uploadPhoto(studyId ?? '', file);
      setPhotoId(photo.id);
      setPhotoUrl(URL.createObjectURL(file));
      setLeftOut(photo.leftOut);
      setRows(
        Object.entries(photo.values).map(([key, v]) => ({
          key: key as PhotoKey,
          text: shown(key, v.value),
          unit: unitOf(v.unit),
          confidence: v.confidence,
          line: v.text,
          checked: false,
        })),
      );
    } catch (failure) {
      setError(t(errorMessageOf(failure, msg('The photo could not be read.'))));
    } finally {
      setBusy(false);
    }
  }

  function useConfirmed() {
    const values: ConfirmedValues = {};
    for (const row of rows ?? []) {
      if (!row.checked) continue;
      const ga = /^(\d{1,2})w([0-6])d$/.exec(row.text.trim());
      const value = row.key === 'ga' ? (ga ? Number(ga[1]) * 7 + Number(ga[2]) : Number.NaN) : Number(row.text);
      if (Number.isFinite(value)) values[row.key] = value;
    }
    if (!photoId) return;
    const filled = onConfirmed(values, photoId);
    setUsed(filled.used.map((key) => PHOTO_KEY_LABELS[key]));
    setUnused(filled.unused.map((key) => PHOTO_KEY_LABELS[key]));
  }

  const update = (index: number, change: Partial<Row>) =>
    setRows((current) => current?.map((row, i) => (i === index ? { ...row, ...change } : row)) ?? null);

  return (
    <div className="space-y-3 rounded-md border border-dashed border-slate-300 p-3">
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-sky-800">
        <Camera aria-hidden="true" className="size-4" />
        {busy ? t('Reading the photo…') : t('Read from a photo')}
        <input
          type="file"
          accept="image/jpeg,image/png"
          capture="environment"
          className="sr-only"
          disabled={busy}
          data-testid={`${idPrefix}-measurement-photo`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void read(file);
          }}
        />
      </label>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {rows ? (
        <div className="grid gap-3 md:grid-cols-2">
          {photoUrl ? (
            <img
              src={photoUrl}
              alt={t('Photo of the measurement page')}
              className="max-h-80 w-full rounded object-contain"
            />
          ) : null}
          <div className="space-y-2">
            {rows.length === 0 ? (
              <p className="text-sm text-slate-600">{t('No measurements were found in the photo.')}</p>
            ) : null}
            {leftOut > 0 ? (
              <p className="text-xs text-slate-600">
                {t('Lines left out of the photo (PC-PNDT): {count}', { count: leftOut })}
              </p>
            ) : null}
            <ul className="space-y-1.5">
              {rows.map((row, index) => {
                const low = row.confidence < LOW_CONFIDENCE;
                const id = `${idPrefix}-photo-${row.key}`;
                return (
                  <li
                    key={row.key}
                    title={row.line}
                    className={`flex items-center gap-2 rounded px-2 py-1 text-sm ${low ? 'bg-amber-50 ring-1 ring-amber-300' : ''}`}
                  >
                    <input
                      id={`${id}-use`}
                      type="checkbox"
                      checked={row.checked}
                      onChange={(event) => update(index, { checked: event.target.checked })}
                    />
                    <label htmlFor={`${id}-use`} className="w-16 font-medium">
                      {PHOTO_KEY_LABELS[row.key]}
                    </label>
                    <Input
                      id={`${id}-value`}
                      aria-label={PHOTO_KEY_LABELS[row.key]}
                      className="h-8 w-24"
                      value={row.text}
                      onChange={(event) => update(index, { text: event.target.value })}
                    />
                    <span className="w-10 text-slate-600">{row.unit}</span>
                    <span className={`text-xs ${low ? 'text-amber-800' : 'text-slate-500'}`}>
                      {low
                        ? t('Check: {percent}% sure', { percent: Math.round(row.confidence * 100) })
                        : `${formatCount(Math.round(row.confidence * 100))}%`}
                    </span>
                  </li>
                );
              })}
            </ul>
            <Button variant="secondary" size="sm" disabled={!rows.some((row) => row.checked)} onClick={useConfirmed}>
              {t('Use the ticked values')}
            </Button>
            {used.length > 0 ? (
              <p className="text-xs text-green-800" data-testid={`${idPrefix}-photo-used`}>
                {t('From photo: {names}', { names: used.join(', ') })}
              </p>
            ) : null}
            {unused.length > 0 ? (
              <p className="text-xs text-slate-600">
                {t('No field for these in this report: {names}', { names: unused.join(', ') })}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
