import { ageInYears } from './patient-schemas.ts';

/**
 * The date of birth kept for an age in years: the same day and month as `today`, that many years
 * back, so the age shown is exactly what was said until the next anniversary. 29 February becomes
 * the 28th in a year without it (a 1 March "birthday" would make the age one less today).
 */
export function estimatedBirthDate(ageYears: number, today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const birthYear = year - ageYears;
  const lastDay = new Date(Date.UTC(birthYear, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(birthYear).padStart(4, '0')}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

export interface BirthColumns {
  dateOfBirth: string;
  dateOfBirthEstimated: boolean;
}

/**
 * What a registration or edit stores: a typed date of birth as known, else one estimated from the
 * age with the flag set. An edit that sends back the same age (or the same estimated date) keeps
 * the earlier estimate, so saving a patient neither moves her date of birth nor makes it "known".
 */
export function birthColumns(
  input: { dateOfBirth?: string | null; age?: number | null },
  today: string,
  existing?: BirthColumns,
): BirthColumns {
  if (input.dateOfBirth) {
    const sameEstimate = existing?.dateOfBirthEstimated === true && existing.dateOfBirth === input.dateOfBirth;
    return { dateOfBirth: input.dateOfBirth, dateOfBirthEstimated: sameEstimate };
  }
  if (input.age === undefined || input.age === null)
    throw new Error('birthColumns: the schema lets neither date of birth nor age through');
  if (existing?.dateOfBirthEstimated) {
    const currentAge = ageInYears(existing.dateOfBirth, new Date(`${today}T12:00:00Z`));
    if (currentAge === input.age) return { dateOfBirth: existing.dateOfBirth, dateOfBirthEstimated: true };
  }
  return { dateOfBirth: estimatedBirthDate(input.age, today), dateOfBirthEstimated: true };
}

/** "34 years"; an estimated one as the receptionist wrote it, "32 Y (estimated)"; 'N/A' when unusable. */
export function ageLabel(dateOfBirth: string, estimated: boolean, now: Date): string {
  const age = ageInYears(dateOfBirth, now);
  if (age === 'N/A') return 'N/A';
  if (estimated) return `${age} Y (estimated)`;
  return age === 1 ? '1 year' : `${age} years`;
}
