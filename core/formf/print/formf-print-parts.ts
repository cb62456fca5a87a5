import type { Clinic } from '../../clinic/clinic-schema.ts';
import { formatIsoDay } from '../../format/dates.ts';
import { formatPhone } from '../../format/phone.ts';
import type { FormF } from '../formf-schemas.ts';
import { REFERRAL_NOTES } from '../formf-statutory-text.ts';
import { FORM_F_INDICATIONS } from '../indications.ts';

export type FormFClinic = Pick<Clinic, 'name' | 'address' | 'phone' | 'email' | 'registrationNumber' | 'logoUrl'>;

/**
 * What a missing value prints as. These only say that something is missing (DESIGN §5): the
 * spec's 'Adequate', 'As per LMP' and 'Routine antenatal checkup' are statements nobody made and
 * are never printed.
 */
export const PLACEHOLDER = {
  notRecorded: 'Not recorded',
  notProvided: 'Not Provided',
  notSpecified: 'Not Specified',
  notMeasured: 'Not Measured',
  notCalculated: 'Not Calculated',
} as const;

/** Spec "Form F dialog": the header's defaults when the clinic record cannot be loaded. */
export const CLINIC_DEFAULTS = { name: 'Ultrasound Centre', contact: 'Contact details not available' } as const;

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const day = (value: string | null) => (value ? formatIsoDay(value) : null);

/** One numbered item of the statutory form: its number, label and printed value. */
export interface FormFItem {
  no: string;
  label: string;
  value: string;
}

export interface IndicationTick {
  code: string;
  text: string;
  ticked: boolean;
}

/** Item 4: "2 (living sons: 1, aged 6 years; living daughters: 1, aged 18 months)", or not recorded. */
export function childrenLine(form: Pick<FormF, 'livingSons' | 'livingDaughters' | 'childrenDetails'>): string {
  const list = (label: string, children: FormF['livingSons']) => {
    if (children === null) return `${label}: ${PLACEHOLDER.notRecorded}`;
    if (children.length === 0) return `${label}: 0`;
    const ages = children.map((c) =>
      c.age === null
        ? `age ${PLACEHOLDER.notRecorded.toLowerCase()}`
        : `${c.age} ${c.unit === 'months' ? 'months' : 'years'}`,
    );
    return `${label}: ${children.length} (${ages.join(', ')})`;
  };
  const { livingSons: sons, livingDaughters: daughters } = form;
  const total = sons !== null && daughters !== null ? String(sons.length + daughters.length) : PLACEHOLDER.notRecorded;
  const legacy = text(form.childrenDetails);
  return `${total}; (a) ${list('living sons', sons)}; (b) ${list('living daughters', daughters)}${legacy ? `; noted: ${legacy}` : ''}`;
}

/** Item 11 as recorded: the method of the ultrasound and any other procedure, never a default. */
export function proceduresLine(form: Pick<FormF, 'examinationType' | 'otherProcedure'>): string {
  const method = form.examinationType
    ? examinationLabel(form.examinationType)
    : `method ${PLACEHOLDER.notRecorded.toLowerCase()}`;
  const other = text(form.otherProcedure);
  return `(i) Ultrasound (${method}); (ii) Any other (specify): ${other ?? 'None recorded'}`;
}

/**
 * Sections A and B of the form as printed lines, every gap shown as a placeholder. Items 1 and 2
 * print the clinic as recorded on the form (its snapshot); the live record only fills the letterhead.
 */
export function formFItems(form: FormF, _clinic?: FormFClinic | null) {
  const clinicLine = [text(form.clinicName), text(form.clinicAddress)].filter(Boolean).join(', ');
  const contact = text(form.patientPhone);
  const address = text(form.patientAddress);
  const referredBy = form.isSelfreferred
    ? 'Not applicable (self-referral)'
    : text(form.referringDoctor)
      ? [
          text(form.referringDoctor),
          text(form.referringDoctorAddress) ?? `Address: ${PLACEHOLDER.notProvided}`,
          text(form.referringDoctorRegNo) && `Reg. No.: ${form.referringDoctorRegNo}`,
        ]
          .filter(Boolean)
          .join(', ')
      : PLACEHOLDER.notSpecified;
  const selfReferral = form.isSelfreferred
    ? `Yes, by ${text(form.doctorName) ?? PLACEHOLDER.notProvided}`
    : text(form.referringDoctor)
      ? 'No'
      : PLACEHOLDER.notSpecified;
  const sectionA: FormFItem[] = [
    {
      no: '1',
      label: 'Name and complete address of the Ultrasound Clinic / Imaging Centre',
      value: clinicLine || PLACEHOLDER.notProvided,
    },
    {
      no: '2',
      label: 'Registration No. (under the PC & PNDT Act, 1994)',
      value: text(form.clinicRegistrationNumber) ?? PLACEHOLDER.notProvided,
    },
    {
      no: '3',
      label: "Patient's name and age",
      value: `${text(form.patientName) ?? PLACEHOLDER.notProvided}, ${form.patientAge === null ? `age ${PLACEHOLDER.notProvided}` : `${form.patientAge} years`}`,
    },
    {
      no: '4',
      label: 'Total number of living children (living sons and daughters, with their ages)',
      value: childrenLine(form),
    },
    {
      no: '5',
      label: "Husband's / Wife's / Father's / Mother's name",
      value: text(form.spouseName) ?? PLACEHOLDER.notProvided,
    },
    {
      no: '6',
      label: 'Full postal address of the patient with contact number',
      value: [address ?? `Address: ${PLACEHOLDER.notProvided}`, contact ? `Phone: ${formatPhone(contact)}` : null]
        .filter(Boolean)
        .join(', '),
    },
    {
      no: '7(a)',
      label: `Referred by (full name and address of the doctor / Genetic Counselling Centre) ${REFERRAL_NOTES.a}`,
      value: referredBy,
    },
    {
      no: '7(b)',
      label: `Self-referral by the gynaecologist / radiologist / registered medical practitioner conducting the procedure ${REFERRAL_NOTES.b}`,
      value: selfReferral,
    },
    {
      no: '8',
      label: 'Last menstrual period or weeks of pregnancy',
      value: `LMP: ${day(form.lmp) ?? PLACEHOLDER.notProvided}; weeks of pregnancy: ${text(form.gestationalAge) ?? PLACEHOLDER.notCalculated}`,
    },
  ];
  const doctor = text(form.doctorName);
  const sectionB: FormFItem[] = [
    {
      no: '9',
      label: 'Name of the doctor performing the procedure(s)',
      value: doctor
        ? [doctor, text(form.doctorRegistrationNumber) && `Reg. No.: ${form.doctorRegistrationNumber}`]
            .filter(Boolean)
            .join(', ')
        : PLACEHOLDER.notProvided,
    },
  ];
  const afterIndications: FormFItem[] = [
    {
      no: '11',
      label: 'Procedures carried out (non-invasive)',
      value: proceduresLine(form),
    },
    {
      no: '12',
      label: 'Date on which the declaration of the pregnant woman/person was obtained',
      value: day(form.patientDeclarationDate) ?? PLACEHOLDER.notRecorded,
    },
    {
      no: '13',
      label: 'Date on which the procedures were carried out',
      value: day(form.procedureDate) ?? PLACEHOLDER.notRecorded,
    },
    {
      no: '14',
      label: 'Result of the non-invasive procedure carried out (brief report)',
      value: text(form.findings) ?? PLACEHOLDER.notProvided,
    },
    {
      no: '15',
      label: 'The result of the pre-natal diagnostic procedure was conveyed to',
      value: `${text(form.resultConveyedTo) ?? PLACEHOLDER.notProvided} on ${day(form.resultConveyedOn) ?? PLACEHOLDER.notProvided}`,
    },
    {
      no: '16',
      label: 'Any indication for MTP as per the abnormality detected',
      value: text(form.mtpIndication) ?? PLACEHOLDER.notSpecified,
    },
  ];
  return { sectionA, sectionB, afterIndications };
}

/** Item 10: the official list i–xxiii with the recorded ones ticked, never a default tick. */
export function indicationTicks(form: Pick<FormF, 'indications'>): IndicationTick[] {
  return FORM_F_INDICATIONS.map((i) => ({ code: i.code, text: i.text, ticked: form.indications.includes(i.code) }));
}

export function examinationLabel(type: string): string {
  if (type === 'transvaginal') return 'transvaginal';
  if (type === 'both') return 'transabdominal and transvaginal';
  if (type === 'abdominal') return 'transabdominal';
  return PLACEHOLDER.notRecorded;
}

/**
 * The letterhead: the name, address and registration number the form recorded (its snapshot),
 * the live record's logo and contact; the spec's placeholder defaults when neither is known.
 */
export function formFLetterhead(
  form: Pick<FormF, 'clinicName' | 'clinicAddress' | 'clinicRegistrationNumber'>,
  clinic: FormFClinic | null,
) {
  const live = clinicHeader(clinic);
  return {
    ...live,
    name: text(form.clinicName) ?? live.name,
    address: text(form.clinicAddress),
    registrationNumber: text(form.clinicRegistrationNumber),
  };
}

/** The clinic header, with the spec's placeholder defaults when the record could not be loaded. */
export function clinicHeader(clinic: FormFClinic | null) {
  const contact = [
    text(clinic?.phone) && `Phone: ${formatPhone(clinic?.phone ?? '')}`,
    text(clinic?.email) && `Email: ${clinic?.email}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    name: text(clinic?.name) ?? CLINIC_DEFAULTS.name,
    address: text(clinic?.address),
    contact: contact || CLINIC_DEFAULTS.contact,
    registrationNumber: text(clinic?.registrationNumber),
    logoUrl: text(clinic?.logoUrl),
  };
}
