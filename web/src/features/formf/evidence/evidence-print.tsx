import { useEffect, useState } from 'react';
import { EVIDENCE_KINDS } from '../../../../../core/formf/referral-evidence.ts';
import { useEvidence } from '../records-api.ts';
import { EvidenceImage } from './evidence-image.tsx';

/**
 * The referral evidence printed after the form (Form F item 7: preserved with it): images each
 * on a page of their own, PDFs listed by name (a PDF prints from its own viewer, opened from the
 * Form F dialog). Tells the page when every image has loaded, so autoprint waits for them.
 */
export function EvidencePrint({
  formId,
  formCode,
  onReady,
}: {
  formId: string;
  formCode: string;
  onReady: (ready: boolean) => void;
}) {
  const list = useEvidence(formId);
  const files = list.data ?? [];
  const images = files.filter((f) => f.contentType.startsWith('image/'));
  const pdfs = files.filter((f) => !f.contentType.startsWith('image/'));
  const [loaded, setLoaded] = useState(0);
  const ready = list.isError || (list.isSuccess && loaded >= images.length);
  useEffect(() => onReady(ready), [ready, onReady]);

  if (!list.isSuccess || files.length === 0) return null;
  return (
    <section aria-label="Referral evidence" className="text-[10.5px] text-slate-900">
      <div className="break-before-page">
        <h2 className="text-[13px] font-bold">Referral evidence of Form F {formCode} (item 7)</h2>
        <ul className="mt-1 list-disc pl-5">
          {files.map((f) => (
            <li key={f.id}>
              {EVIDENCE_KINDS[f.kind]}: {f.fileName}
              {f.contentType === 'application/pdf' ? ' (PDF, printed from its own file)' : ''}
            </li>
          ))}
        </ul>
        {pdfs.length ? (
          <p className="mt-1 text-slate-700">Print each PDF from the Form F dialog and keep it with this form.</p>
        ) : null}
      </div>
      {images.map((f, index) => (
        <figure key={f.id} className={index === 0 ? 'mt-3' : 'mt-3 break-before-page'}>
          <figcaption className="mb-1 font-semibold">
            {EVIDENCE_KINDS[f.kind]}: {f.fileName}
          </figcaption>
          <EvidenceImage
            formId={formId}
            id={f.id}
            alt={`${EVIDENCE_KINDS[f.kind]} ${f.fileName}`}
            className="max-h-[240mm] max-w-full object-contain"
            onLoad={() => setLoaded((n) => n + 1)}
          />
        </figure>
      ))}
    </section>
  );
}
