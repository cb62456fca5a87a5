import { z } from 'zod';

/**
 * Values the system already knows for items the doctor has not recorded yet (issue 29 §3): the
 * date of the procedure (item 13), how the ultrasound was done (item 11) and the place closing
 * section B. They are offered, never written: the doctor confirms each one, and until then the
 * item stays "not recorded" and counts as missing for compliance.
 */
export const FormFProposalsSchema = z.object({
  procedureDate: z.string().optional(),
  examinationType: z.enum(['abdominal', 'transvaginal', 'both']).optional(),
  sectionBPlace: z.string().optional(),
});
export type FormFProposals = z.infer<typeof FormFProposalsSchema>;
export type ProposedItem = keyof FormFProposals;

export interface ProposalSources {
  /** What is already recorded on the form: a recorded item is never proposed again. */
  procedureDate: string | null;
  examinationType: string | null;
  sectionBPlace: string | null;
  /** The scan's day in the clinic's calendar, once a report exists (the scan happened). */
  scanDay: string | null;
  /** The report's technique as the doctor wrote it ("Transabdominal", "TVS", …). */
  reportTechnique: string | null;
  /** The place this clinic recorded on its latest form, else its address. */
  lastPlace: string | null;
  clinicAddress: string | null;
}

const VAGINAL = /\b(trans\s*-?\s*vaginal(ly)?|tvs|tvus|endovaginal)\b/i;
const ABDOMINAL = /\b(trans\s*-?\s*abdominal(ly)?|tas|tau?s)\b/i;

/** Item 11 from the report's technique; null when the words do not say (a guess is no proposal). */
export function examinationTypeOf(technique: string | null): FormFProposals['examinationType'] | null {
  if (!technique) return null;
  const vaginal = VAGINAL.test(technique);
  const abdominal = ABDOMINAL.test(technique);
  if (vaginal && abdominal) return 'both';
  if (vaginal) return 'transvaginal';
  if (abdominal) return 'abdominal';
  return null;
}

/**
 * The town of an Indian postal address: its last part that is not a PIN code or a state, with
 * the PIN removed ("12 MI Road, Jaipur - 302001, Rajasthan" gives "Jaipur").
 */
export function townOfAddress(address: string | null): string | null {
  if (!address) return null;
  const parts = address
    .split(/[,\n]/)
    .map((part) =>
      part
        .replace(/\b\d{3}\s?\d{3}\b/g, '')
        .replace(/[\s\-–]+$/g, '')
        .trim(),
    )
    .filter((part) => part !== '' && !/^\d+$/.test(part) && !INDIAN_STATES.has(part.toLowerCase()));
  return parts.at(-1) ?? null;
}

const INDIAN_STATES = new Set([
  'andhra pradesh',
  'arunachal pradesh',
  'assam',
  'bihar',
  'chhattisgarh',
  'goa',
  'gujarat',
  'haryana',
  'himachal pradesh',
  'jharkhand',
  'karnataka',
  'kerala',
  'madhya pradesh',
  'maharashtra',
  'manipur',
  'meghalaya',
  'mizoram',
  'nagaland',
  'odisha',
  'punjab',
  'rajasthan',
  'sikkim',
  'tamil nadu',
  'telangana',
  'tripura',
  'uttar pradesh',
  'uttarakhand',
  'west bengal',
  'delhi',
  'india',
  'jammu and kashmir',
  'ladakh',
  'puducherry',
  'chandigarh',
]);

export function proposeFormFValues(s: ProposalSources): FormFProposals {
  const proposals: FormFProposals = {};
  if (!s.procedureDate && s.scanDay) proposals.procedureDate = s.scanDay;
  const method = s.examinationType ? null : examinationTypeOf(s.reportTechnique);
  if (method) proposals.examinationType = method;
  const place = s.sectionBPlace ? null : s.lastPlace?.trim() || townOfAddress(s.clinicAddress);
  if (place) proposals.sectionBPlace = place;
  return proposals;
}
