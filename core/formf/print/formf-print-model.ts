import { formatIsoDay } from '../../format/dates.ts';
import { htmlLang } from '../../i18n/locales.ts';
import { paperTextFor, translatedDeclaration } from '../../i18n/paper-text.ts';
import type { ClinicHeaderModel } from '../../print/clinic-header.ts';
import type { FormF } from '../formf-schemas.ts';
import {
  DOCTOR_DECLARATION_TITLE,
  FORM_F_HEADING,
  FORM_F_SECTIONS,
  formFDoctorDeclarationText,
  INDICATIONS_PREAMBLE,
  PATIENT_DECLARATION_TITLE,
  patientDeclarationText,
  SELF_REFERRAL_NOTE,
  ULTRASOUND_IMPORTANT_NOTE,
} from '../formf-statutory-text.ts';
import {
  type FormFClinic,
  type FormFItem,
  formFItems,
  formFLetterhead,
  type IndicationTick,
  indicationTicks,
  PLACEHOLDER,
} from './formf-print-parts.ts';
import { sectionCItems } from './formf-section-c.ts';

export const FORM_F_FOOTER =
  'Kept for at least two years (PC-PNDT Act s.29, Rule 9(6)). Computer record: print, authenticate and preserve (Rule 9(7)).';
const DATE_BLANK = '____________';
const PLACE_BLANK = '____________________';

/** A signature block: the signer's lines under the line, and the date beside it (undefined: none). */
export interface SignatureModel {
  lines: string[];
  date?: string;
}

/** Who identified a thumb impression: blanks to fill by hand, or as recorded. */
export type ThumbModel =
  | { kind: 'blank'; text: string }
  | { kind: 'recorded'; heading: string; lines: string[]; attest: string; date: string };

/** A declaration in the woman's language, printed beside the statutory English (issue 34, rule 5(2)). */
export interface TranslationModel {
  /** The html lang of the text, so screen readers and fonts pick the right script. */
  lang: string;
  title: string;
  text: string;
  /** "For review by a native speaker" until the translation has been checked. */
  review: string | null;
}

export interface DeclarationModel {
  title: string;
  text: string;
  signature: SignatureModel;
  thumb: ThumbModel | null;
  /** Only the woman's declaration, and only when she reads another language than English. */
  translation?: TranslationModel | null;
}

/** The woman's declaration in her language, or null for English. */
function declarationTranslation(form: FormF): TranslationModel | null {
  const paper = paperTextFor(form.patientLanguage);
  if (!paper) return null;
  return {
    lang: htmlLang(paper.locale),
    title: paper.declarationTitle,
    text: translatedDeclaration(paper, form.patientName),
    review: paper.review,
  };
}

/**
 * Form F as the 2014 rules lay it out (research A.2), every line as text (DESIGN §6 "Documents"):
 * heading, Section A, Section B with the ticked list of indications, Section C (its items, the
 * invasive test advised, or "Not applicable"), and Section D with the woman's and the doctor's declarations. The
 * print page and the server's PDF both draw this. There is no fetal sex in it, by law (PC-PNDT
 * Act s.5, s.6): the record does not hold one.
 */
export interface FormFPrintModel {
  formId: string;
  /** Bottom-left of every printed sheet, so a loose sheet can be matched to its record. */
  pageLabel: string;
  letterhead: ClinicHeaderModel;
  heading: { title: string; reference: string; subtitle: string };
  idLine: string;
  sectionA: { title: string; items: FormFItem[]; note: string };
  sectionB: {
    title: string;
    items: FormFItem[];
    indications: {
      lead: string;
      rest: string;
      ticks: IndicationTick[];
      /** Printed when nothing is ticked. */
      noneLine: string | null;
      otherLine: string | null;
    };
    /** Item 11, then the statutory note, then items 12 to 16. */
    procedures: FormFItem[];
    importantNote: string;
    afterNote: FormFItem[];
    datePlace: { date: string; place: string };
    signature: SignatureModel;
  };
  sectionC:
    | {
        title: string;
        kind: 'items';
        items: FormFItem[];
        datePlace: { date: string; place: string };
        signature: SignatureModel;
      }
    | { title: string; kind: 'advised' | 'none'; text: string };
  sectionD: { title: string; patient: DeclarationModel; doctor: DeclarationModel };
  footer: string;
}

const trimmed = (value: string | null | undefined) => value?.trim() || null;
const dayOrBlank = (value: string | null) => (value ? formatIsoDay(value) : DATE_BLANK);

/** The letterhead as the shared header model: the form's snapshot of the clinic, the live logo. */
export function letterheadModel(form: FormF, clinic: FormFClinic | null): ClinicHeaderModel {
  const header = formFLetterhead(form, clinic);
  return {
    name: header.name,
    initial: header.name.charAt(0).toUpperCase(),
    logoUrl: header.logoUrl,
    addressLines: (header.address ?? '').split('\n').filter((line) => line.trim() !== ''),
    contactLine: header.contact,
    registrationLine: header.registrationNumber ? `PC-PNDT Reg. No.: ${header.registrationNumber}` : null,
  };
}

function signatureLabel(mode: FormF['patientSignatureMode']): string {
  if (mode === 'signature') return 'Signature of the pregnant woman / person';
  if (mode === 'thumb_impression') return 'Thumb impression of the pregnant woman / person';
  return 'Signature / thumb impression of the pregnant woman / person';
}

function thumbModel(form: FormF): ThumbModel | null {
  if (form.patientSignatureMode === 'signature') return null;
  if (form.patientSignatureMode !== 'thumb_impression') {
    return {
      kind: 'blank',
      text: 'In case of thumb impression: identified by (name) ______, age ___, sex ___, relation (if any) ______, address and contact number ______; signature of the person attesting the thumb impression ______; date ______.',
    };
  }
  const v = (value: string | number | null) => (value === null || value === '' ? PLACEHOLDER.notRecorded : value);
  return {
    kind: 'recorded',
    heading: 'Thumb impression identified by:',
    lines: [
      `Name: ${v(form.witnessName)} · Age: ${v(form.witnessAge)} · Sex: ${v(form.witnessSex)} · Relation: ${v(form.witnessRelationship)}`,
      `Address and contact number: ${v(form.witnessAddress)}`,
    ],
    attest: 'Signature of the person attesting the thumb impression',
    date: `Date: ${dayOrBlank(form.patientDeclarationDate)}`,
  };
}

/** Section C of a form whose scan had no invasive procedure. */
export const SECTION_C_NOT_APPLICABLE = 'Not applicable: no invasive procedure';

function sectionCModel(form: FormF): FormFPrintModel['sectionC'] {
  if (form.sectionC) {
    return {
      title: FORM_F_SECTIONS.c,
      kind: 'items',
      items: sectionCItems(form.sectionC),
      datePlace: {
        date: `Date: ${dayOrBlank(form.sectionC.signedOn)}`,
        place: `Place: ${trimmed(form.sectionC.place) ?? PLACE_BLANK}`,
      },
      signature: {
        lines: [
          `Name: ${trimmed(form.sectionC.doctorNames) ?? PLACEHOLDER.notRecorded}`,
          'Signature, registration number and seal of the doctor performing the procedure(s)',
        ],
      },
    };
  }
  // Printed on every form (issue 29 §3): an inspector reads the section as answered, not skipped.
  if (!form.invasiveTestAdvised) return { title: FORM_F_SECTIONS.c, kind: 'none', text: SECTION_C_NOT_APPLICABLE };
  return {
    title: FORM_F_SECTIONS.c,
    kind: 'advised',
    text: `Invasive test advised: Yes. Reason: ${trimmed(form.invasiveTestReason) ?? PLACEHOLDER.notSpecified}. The invasive procedure is recorded on its own Form F, Section C, with consent in Form G.`,
  };
}

export function buildFormFPrintModel(form: FormF, clinic: FormFClinic | null): FormFPrintModel {
  const { sectionA, sectionB, afterIndications } = formFItems(form, clinic);
  const ticks = indicationTicks(form);
  const doctor = trimmed(form.doctorName);
  const doctorRegNo = trimmed(form.doctorRegistrationNumber) ?? PLACEHOLDER.notProvided;
  return {
    formId: form.formId,
    pageLabel: `Form F ${form.formId}`,
    letterhead: letterheadModel(form, clinic),
    heading: { ...FORM_F_HEADING },
    idLine: [
      `Form ID: ${form.formId}`,
      `Study ID: ${form.studyCode ?? PLACEHOLDER.notProvided}`,
      `Patient ID: ${form.patientCode}`,
      form.status === 'submitted' ? 'Submitted' : 'Draft',
      form.isCompliant ? 'Compliant' : 'Non-Compliant',
    ].join(' · '),
    sectionA: { title: FORM_F_SECTIONS.a, items: sectionA, note: SELF_REFERRAL_NOTE },
    sectionB: {
      title: FORM_F_SECTIONS.b,
      items: sectionB,
      indications: {
        lead: 'Indication(s) for the diagnostic procedure',
        rest: `, specified with reference to the request made in the referral slip or in a self-referral note. ${INDICATIONS_PREAMBLE}`,
        ticks,
        noneLine: ticks.some((tick) => tick.ticked) ? null : `Indications: ${PLACEHOLDER.notSpecified}`,
        otherLine: trimmed(form.otherIndication) ? `Other (as noted): ${trimmed(form.otherIndication)}` : null,
      },
      procedures: afterIndications.slice(0, 1),
      importantNote: ULTRASOUND_IMPORTANT_NOTE,
      afterNote: afterIndications.slice(1),
      datePlace: {
        date: `Date: ${dayOrBlank(form.sectionBDate)}`,
        place: `Place: ${trimmed(form.sectionBPlace) ?? PLACE_BLANK}`,
      },
      signature: {
        lines: [
          `Name: ${doctor ?? PLACEHOLDER.notProvided}`,
          `Registration No.: ${doctorRegNo}`,
          'Signature and seal of the Gynaecologist / Radiologist / Registered Medical Practitioner performing the procedure(s)',
        ],
      },
    },
    sectionC: sectionCModel(form),
    sectionD: {
      title: FORM_F_SECTIONS.d,
      patient: {
        title: PATIENT_DECLARATION_TITLE,
        text: patientDeclarationText(form.patientName),
        signature: {
          lines: [signatureLabel(form.patientSignatureMode)],
          date: `Date: ${dayOrBlank(form.patientDeclarationDate)}`,
        },
        thumb: thumbModel(form),
        translation: declarationTranslation(form),
      },
      doctor: doctorDeclarationModel(form),
    },
    footer: FORM_F_FOOTER,
  };
}

/**
 * The doctor's declaration names only the doctor who signed it (issue 29 §2): its name,
 * registration number and date are the signature's, set by the server. Until it is signed they
 * print blank, for the doctor to fill by hand, never a name chosen by someone else.
 */
function doctorDeclarationModel(form: FormF): DeclarationModel {
  const signed = form.doctorDeclarationSigned;
  const doctor = signed ? trimmed(form.doctorName) : null;
  const registration = signed ? trimmed(form.doctorRegistrationNumber) : null;
  return {
    title: DOCTOR_DECLARATION_TITLE,
    text: formFDoctorDeclarationText(doctor, form.patientName),
    signature: {
      lines: [
        `Name in capitals: ${doctor ? doctor.toUpperCase() : PLACE_BLANK}`,
        `Registration No.: ${registration ?? PLACE_BLANK}`,
        'Signature and seal of the Gynaecologist / Radiologist / Registered Medical Practitioner',
      ],
      date: `Date: ${signed ? dayOrBlank(form.doctorDeclarationDate) : DATE_BLANK}`,
    },
    thumb: null,
  };
}
