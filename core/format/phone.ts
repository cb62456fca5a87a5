/**
 * A stored Indian phone number (10 digits, core/validation/indian-phone.ts) as it is printed.
 * A mobile (first digit 6-9) prints as stored. A landline was stored without its trunk 0, and 10
 * bare digits read as a mobile to a caller, so it prints with the 0 back; the STD code is set
 * apart only where it is certain: the 2-digit metro codes, which no longer code shares as its
 * start ("011 2345 6789"). Other codes run from 3 to 5 digits and cannot be told from the number
 * alone, so those print as "0" and the 10 digits, unsplit rather than split wrongly. Anything
 * that is not 10 digits (an old record, a number typed abroad) prints as it was recorded.
 */

/**
 * Delhi, Pune, Mumbai, Kolkata, Hyderabad, Chennai. Ahmedabad (79) and Bengaluru (80) are metro
 * codes too, but stored without the 0 their landlines start with 7 and 8, as mobiles do, and
 * the 10 digits cannot tell the two apart: such a number prints as stored, like any mobile.
 */
const METRO_STD_CODES = new Set(['11', '20', '22', '33', '40', '44']);

export function formatPhone(stored: string): string {
  const phone = stored.trim();
  if (!/^\d{10}$/.test(phone) || /^[6-9]/.test(phone)) return phone;
  const code = phone.slice(0, 2);
  if (!METRO_STD_CODES.has(code)) return `0${phone}`;
  return `0${code} ${phone.slice(2, 6)} ${phone.slice(6)}`;
}
