import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { isPaperLocale } from '../../../../core/i18n/locales.ts';
import {
  ageInYears,
  type GENDERS,
  type Patient,
  type PatientCreate,
  PatientCreateSchema,
  type PatientUpdate,
  PatientUpdateSchema,
} from '../../../../core/patients/patient-schemas.ts';

type Gender = (typeof GENDERS)[number];
type TextField = Exclude<keyof PatientCreate, 'gender' | 'isObstetric' | 'consent' | 'messageConsent'>;

/**
 * What the dialog's inputs hold: the schema's fields, as typed (numbers too, so an empty box
 * stays empty rather than becoming 0). The core schema turns them into the API payload.
 */
export type PatientFormValues = Record<TextField, string> & {
  gender: Gender | '';
  isObstetric: boolean;
  consent: boolean;
  messageConsent: boolean;
};

export type PatientTextField = TextField;

/** What a valid form parses to: a registration (with consent) or an edit. */
export type PatientFormOutput = PatientCreate | PatientUpdate;

const OBSTETRIC_FIELDS = ['spouseName', 'aadhaarNumber', 'numberOfChildren', 'maleChildren', 'femaleChildren'] as const;

/** A blank registration; her papers' language starts at the clinic's default (Settings → Language). */
export function emptyPatientForm(paperLanguage = 'en'): PatientFormValues {
  return {
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    age: '',
    gender: '',
    phone: '',
    email: '',
    address: '',
    emergencyContact: '',
    emergencyPhone: '',
    referringDoctorName: '',
    language: isPaperLocale(paperLanguage) ? paperLanguage : 'en',
    isObstetric: false,
    spouseName: '',
    aadhaarNumber: '',
    numberOfChildren: '',
    maleChildren: '',
    femaleChildren: '',
    consent: false,
    messageConsent: false,
  };
}

/**
 * A new patient's papers start in the language the front desk works in (a Hindi desk mostly
 * registers Hindi readers); there is no clinic-wide setting yet.
 */
const text = (value: string | number | null) => (value === null ? '' : String(value));

function ageYearsText(dateOfBirth: string): string {
  const age = ageInYears(dateOfBirth, new Date());
  return age === 'N/A' ? '' : String(age);
}

/** An existing patient in the form. The obstetric block is open when the patient has any of its data. */
export function patientToForm(patient: Patient): PatientFormValues {
  const gender = (['male', 'female', 'other'] as const).find((g) => g === patient.gender) ?? '';
  const hasObstetricData =
    patient.spouseName !== null ||
    patient.aadhaarNumber !== null ||
    patient.numberOfChildren !== null ||
    patient.maleChildren > 0 ||
    patient.femaleChildren > 0;
  return {
    firstName: patient.firstName,
    lastName: patient.lastName,
    // An estimated date of birth goes back as the age it came from: the receptionist never typed it.
    dateOfBirth: patient.dateOfBirthEstimated ? '' : patient.dateOfBirth,
    age: patient.dateOfBirthEstimated ? ageYearsText(patient.dateOfBirth) : '',
    gender,
    phone: patient.phone,
    email: text(patient.email),
    address: text(patient.address),
    emergencyContact: text(patient.emergencyContact),
    emergencyPhone: text(patient.emergencyPhone),
    referringDoctorName: text(patient.referringDoctorName),
    language: isPaperLocale(patient.language) ? patient.language : 'en',
    isObstetric: patient.isObstetric || hasObstetricData,
    // The masked Aadhaar goes back unchanged unless the user types a new number (the server keeps it).
    spouseName: text(patient.spouseName),
    aadhaarNumber: text(patient.aadhaarNumber),
    numberOfChildren: text(patient.numberOfChildren),
    maleChildren: patient.maleChildren > 0 || hasObstetricData ? text(patient.maleChildren) : '',
    femaleChildren: patient.femaleChildren > 0 || hasObstetricData ? text(patient.femaleChildren) : '',
    consent: true,
    messageConsent: patient.messageConsentAt !== null,
  };
}

/** Fields hidden behind an unticked obstetric box are neither checked nor sent (they are cleared). */
function visibleValues(values: PatientFormValues): PatientFormValues {
  if (values.isObstetric) return values;
  const cleared = { ...values };
  for (const field of OBSTETRIC_FIELDS) cleared[field] = '';
  return cleared;
}

/**
 * zodResolver typed for what a half-filled form holds. The schema's declared input type (a chosen
 * gender, consent already true) is exactly what it checks, so the raw values must reach it as they are.
 */
type RawResolver<Output> = (
  values: PatientFormValues,
  context: unknown,
  options: ResolverOptions<PatientFormValues>,
) => Promise<ResolverResult<PatientFormValues, Output>>;

const createResolver = zodResolver(PatientCreateSchema) as unknown as RawResolver<PatientCreate>;
const updateResolver = zodResolver(PatientUpdateSchema) as unknown as RawResolver<PatientUpdate>;

/** The server's own schema and messages (core), applied to what the user can see. */
export const patientCreateResolver: Resolver<PatientFormValues, unknown, PatientCreate> = (values, context, options) =>
  createResolver(visibleValues(values), context, options);

export const patientUpdateResolver: Resolver<PatientFormValues, unknown, PatientUpdate> = (values, context, options) =>
  updateResolver(visibleValues(values), context, options);
