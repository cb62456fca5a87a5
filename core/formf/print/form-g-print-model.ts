import { formatIsoDay } from '../../format/dates.ts';
import { htmlLang } from '../../i18n/locales.ts';
import { paperTextFor, translatedFormG } from '../../i18n/paper-text.ts';
import type { ClinicHeaderModel } from '../../print/clinic-header.ts';
import { FORM_G_EXPLAINED, FORM_G_HEADING, formGConsentParagraphs } from '../form-g-text.ts';
import type { FormF } from '../formf-schemas.ts';
import { letterheadModel } from './formf-print-model.ts';
import { type FormFClinic, PLACEHOLDER } from './formf-print-parts.ts';

const BLANK_DATE = '____________';
const BLANK_LINE = '______________________________';

/** Form G as the print page and the PDF draw it (one model, so the two cannot drift). */
export interface FormGPrintModel {
  formId: string;
  pageLabel: string;
  letterhead: ClinicHeaderModel;
  heading: { title: string; reference: string; subtitle: string };
  idLine: string;
  /**
   * The consent paragraph by paragraph: the statute's English, and beside it her language when
   * she reads another (rule 5(2); issue 34), so each undertaking faces its translation.
   */
  consent: { english: string; translated: string | null }[];
  translation: { lang: string; title: string; review: string | null } | null;
  consentDate: string;
  womanSignature: string;
  explained: string;
  /** The doctor who performs the invasive procedure, as chosen; blank lines to write on when not. */
  doctorHeading: string;
  doctorLine: string;
  clinicHeading: string;
  clinicLine: string;
}

export function buildFormGPrintModel(form: FormF, clinic: FormFClinic | null): FormGPrintModel {
  const parties = {
    patientName: form.patientName,
    relativeName: form.spouseName,
    age: form.patientAge,
    address: form.patientAddress,
  };
  const english = formGConsentParagraphs(parties);
  const paper = paperTextFor(form.patientLanguage);
  const translated = paper ? translatedFormG(paper, parties) : [];
  const consentDate = form.sectionC?.consentDate ? formatIsoDay(form.sectionC.consentDate) : BLANK_DATE;
  const clinicName = [form.clinicName, form.clinicAddress].filter((v) => v?.trim()).join(', ');
  const doctor = form.formGDoctorName?.trim();
  return {
    formId: form.formId,
    pageLabel: `Form G ${form.formId}`,
    letterhead: letterheadModel(form, clinic),
    heading: { ...FORM_G_HEADING },
    idLine: `Form F: ${form.formId} · Patient ID: ${form.patientCode}`,
    consent: english.map((paragraph, index) => ({ english: paragraph, translated: translated[index] ?? null })),
    translation: paper ? { lang: htmlLang(paper.locale), title: paper.formGTitle, review: paper.review } : null,
    consentDate: `Date: ${consentDate}`,
    womanSignature: 'Signature of the pregnant woman',
    explained: FORM_G_EXPLAINED,
    doctorHeading:
      'Name, Signature and Registration number of Gynaecologist / Medical Geneticist / Radiologist / Paediatrician / Director of the Clinic / Centre / Laboratory',
    // Never the sonologist by default: an unchosen doctor prints as lines to write on (issue 29 §3).
    doctorLine: doctor
      ? `${doctor}, Reg. No.: ${form.formGDoctorRegistrationNumber?.trim() || PLACEHOLDER.notProvided}`
      : `Name: ${BLANK_LINE} Reg. No.: ${BLANK_LINE}`,
    clinicHeading: 'Name, Address and Registration number of Genetic Clinic / Institute',
    clinicLine: `${clinicName || PLACEHOLDER.notProvided}, Reg. No.: ${form.clinicRegistrationNumber?.trim() || PLACEHOLDER.notProvided}`,
  };
}
