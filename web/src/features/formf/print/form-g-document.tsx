import type { FormF } from '../../../../../core/formf/formf-schemas.ts';
import { buildFormGPrintModel } from '../../../../../core/formf/print/form-g-print-model.ts';

/**
 * Form G for the woman of a Form F, from the model the server's PDF draws too: her particulars
 * and the clinic's as the Form F recorded them, the doctor who performs the invasive procedure as
 * chosen (blank lines when not), and her language beside the English paragraph by paragraph.
 */
export function FormGDocument({ form }: { form: FormF }) {
  const model = buildFormGPrintModel(form, null);
  const translation = model.translation;
  return (
    <article
      aria-label={`Form G for Form F ${form.formId}`}
      className="space-y-4 text-[12px] leading-relaxed text-slate-900"
    >
      <header className="text-center">
        <h1 className="text-[16px] font-bold tracking-wide">{model.heading.title}</h1>
        <p className="text-[11px]">{model.heading.reference}</p>
        <p className="font-semibold">{model.heading.subtitle}</p>
        <p className="mt-1 text-[10px] text-slate-700">{model.idLine}</p>
      </header>
      {translation ? (
        <div className="grid grid-cols-2 gap-4 font-semibold">
          <p>English (statutory text)</p>
          <div lang={translation.lang}>
            <p>{translation.title}</p>
            {translation.review ? <p className="text-[10px] font-normal text-slate-600">{translation.review}</p> : null}
          </div>
        </div>
      ) : null}
      {model.consent.map((paragraph) =>
        paragraph.translated === null ? (
          <p key={paragraph.english}>{paragraph.english}</p>
        ) : (
          <div key={paragraph.english} className="grid grid-cols-2 gap-4">
            <p>{paragraph.english}</p>
            <p lang={translation?.lang}>{paragraph.translated}</p>
          </div>
        ),
      )}
      <div className="flex items-end justify-between gap-6 pt-10">
        <p>{model.consentDate}</p>
        <p className="w-1/2 border-t border-slate-900 pt-1 text-center">{model.womanSignature}</p>
      </div>
      <p className="pt-4">{model.explained}</p>
      <div className="space-y-1 pt-10">
        <p className="w-2/3 border-t border-slate-900 pt-1">{model.doctorHeading}</p>
        <p className="font-semibold">{model.doctorLine}</p>
      </div>
      <div className="space-y-1 pt-4">
        <p className="font-semibold">{model.clinicHeading}</p>
        <p>{model.clinicLine}</p>
        <p className="pt-6">Seal</p>
        <p>{model.consentDate}</p>
      </div>
    </article>
  );
}
