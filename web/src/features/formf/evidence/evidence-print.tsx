import { useEffect, useState } from 'react';
import { buildEvidencePrintModel } from '../../../../../core/formf/print/evidence-print-model.ts';
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
  const [loaded, setLoaded] = useState(0);
  const ready = list.isError || (list.isSuccess && loaded >= images.length);
  useEffect(() => onReady(ready), [ready, onReady]);

  const model = list.isSuccess ? buildEvidencePrintModel(formCode, files) : null;
  if (!model) return null;
  return (
    <section aria-label={model.heading} className="text-[10.5px] text-slate-900">
      <div className="break-before-page">
        <h2 className="text-[13px] font-bold">{model.heading}</h2>
        <ul className="mt-1 list-disc pl-5">
          {model.lines.map((line, index) => (
            <li key={files[index]?.id}>{line}</li>
          ))}
        </ul>
        {model.pdfNote ? <p className="mt-1 text-slate-700">{model.pdfNote}</p> : null}
      </div>
      {model.images.map((image, index) => (
        <figure key={image.id} className={index === 0 ? 'mt-3' : 'mt-3 break-before-page'}>
          <figcaption className="mb-1 font-semibold">{image.caption}</figcaption>
          <EvidenceImage
            formId={formId}
            id={image.id}
            alt={image.alt}
            className="max-h-[240mm] max-w-full object-contain"
            onLoad={() => setLoaded((n) => n + 1)}
          />
        </figure>
      ))}
    </section>
  );
}
