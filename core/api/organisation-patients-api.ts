import { z } from 'zod';
import { PATIENT_MESSAGES } from '../messages.ts';
import { PatientSchema } from '../patients/patient-schemas.ts';
import { text } from '../validation/text-rules.ts';
import { get, post } from './define-route.ts';

/**
 * A returning patient of another centre of the organisation, found at the front desk (decision
 * 024). Enough to recognise her (name, birth date, the phone's last digits, which centre) and no
 * more: her record there stays that centre's.
 */
export const OrganisationPatientSchema = z.object({
  id: z.uuid(),
  patientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  /** The phone with all but its last three digits hidden: "XXXXXXX233". */
  phone: z.string(),
  centreName: z.string(),
});
export type OrganisationPatient = z.infer<typeof OrganisationPatientSchema>;

export const OrganisationPatientSearchSchema = z.object({
  search: text().trim().min(2, { error: PATIENT_MESSAGES.searchTooShort }).max(100),
});

export const PatientReuseSchema = z.object({
  consent: z.literal(true, { error: PATIENT_MESSAGES.consent }),
});

const IdParams = z.object({ id: z.uuid({ error: PATIENT_MESSAGES.notFound }) });

export const organisationPatientsApi = {
  search: get('/api/organisation-patients', {
    query: OrganisationPatientSearchSchema,
    responses: { 200: z.object({ patients: z.array(OrganisationPatientSchema) }) },
  }),
  /** 201 with her new row at this centre; 200 with the row she already has here. */
  reuse: post('/api/organisation-patients/:id/reuse', {
    params: IdParams,
    body: PatientReuseSchema,
    responses: { 200: PatientSchema, 201: PatientSchema },
  }),
};
