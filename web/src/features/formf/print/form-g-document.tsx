import { formatIsoDay } from '../../../../../core/format/dates.ts';
import { FORM_G_EXPLAINED, FORM_G_HEADING, formGConsentParagraphs } from '../../../../../core/formf/form-g-text.ts';
import type { FormF } from '../../../../../core/formf/formf-schemas.ts';
import { PLACEHOLDER } from './formf-print-model.ts';

/**
 * Form G for the woman of a Form F: her particulars and the doctor's and clinic's as the Form F
 * recorded them; the consent date is Section C item 20 when recorded, else left to be written.
 */
export function FormGDocument({ form }: { form: FormF }) {
  const consentDate = form.sectionC?.consentDate ? formatIsoDay(form.sectionC.consentDate) : '____________';
  const clinic = [form.clinicName, form.clinicAddress].filter((v) => v?.trim()).join(', ') || PLACEHOLDER.notProvided;
  return (
    <article
      aria-label={`Form G for Form F ${form.formId}`}
      className="space-y-4 text-[12px] leading-relaxed text-slate-900"
    >
      <header className="text-center">
        <h1 className="text-[16px] font-bold tracking-wide">{FORM_G_HEADING.title}</h1>
        <p className="text-[11px]">{FORM_G_HEADING.reference}</p>
        <p className="font-semibold">{FORM_G_HEADING.subtitle}</p>
        <p className="mt-1 text-[10px] text-slate-700">
          Form F: {form.formId} · Patient ID: {form.patientCode}
        </p>
      </header>
      {formGConsentParagraphs({
        patientName: form.patientName,
        relativeName: form.spouseName,
        age: form.patientAge,
        address: form.patientAddress,
      }).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className="flex items-end justify-between gap-6 pt-10">
        <p>Date: {consentDate}</p>
        <p className="w-1/2 border-t border-slate-900 pt-1 text-center">Signature of the pregnant woman</p>
      </div>
      <p className="pt-4">{FORM_G_EXPLAINED}</p>
      <div className="space-y-1 pt-10">
        <p className="w-2/3 border-t border-slate-900 pt-1">
          Name, Signature and Registration number of Gynaecologist / Medical Geneticist / Radiologist / Paediatrician /
          Director of the Clinic / Centre / Laboratory
        </p>
        <p>
          {form.doctorName?.trim() || PLACEHOLDER.notProvided}, Reg. No.:{' '}
          {form.doctorRegistrationNumber?.trim() || PLACEHOLDER.notProvided}
        </p>
      </div>
      <div className="space-y-1 pt-4">
        <p className="font-semibold">Name, Address and Registration number of Genetic Clinic / Institute</p>
        <p>
          {clinic}, Reg. No.: {form.clinicRegistrationNumber?.trim() || PLACEHOLDER.notProvided}
        </p>
        <p className="pt-6">Seal</p>
        <p>Date: {consentDate}</p>
      </div>
    </article>
  );
}
