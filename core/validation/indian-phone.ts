/**
 * A phone number as people write it in India ("+91 98230 11223", "098230-11223",
 * "(020) 2612 3456") reduced to the 10 digits the portal stores: spaces, hyphens, dots and
 * brackets dropped, then the country code (+91, 0091, 91) or the trunk 0 in front of ten digits.
 * Anything else is returned as typed, so the 10-digit rule can say what is wrong with it.
 */
export function normaliseIndianPhone(value: string): string {
  const compact = value.trim().replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return value.trim();
  const digits = compact.replace(/^\+/, '');
  if (digits.length === 10) return digits;
  if (digits.length === 14 && digits.startsWith('0091')) return digits.slice(4);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return compact.startsWith('+') ? value.trim() : digits;
}
