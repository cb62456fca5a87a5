/**
 * "32", "32 Y", "32y", "32 yrs", "32 years": a receptionist often knows only the age the patient
 * says (many adults do not know their date of birth). Null when the text is not such an age.
 */
const AGE_TEXT = /^(\d{1,3})\s*(?:y|yr|yrs|year|years)?\.?$/i;
export const MAX_AGE_YEARS = 120;

export function parseAgeYears(value: string): number | null {
  const match = AGE_TEXT.exec(value.trim().replace(/^age\s*/i, ''));
  if (!match) return null;
  const years = Number(match[1]);
  return years <= MAX_AGE_YEARS ? years : null;
}
