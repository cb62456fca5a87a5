import { currentDisplayDigits, inDigits } from './digits.ts';

/** Indian digit grouping: the last three digits, then groups of two (1,23,45,678). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${tail}`;
}

/**
 * ₹1,23,456.00 from integer paise. Done on the digits, not through a float, so any amount
 * prints exactly (money is never a float in arithmetic, DESIGN §5).
 */
export function formatPaise(paise: number | bigint, digits = currentDisplayDigits()): string {
  const value = typeof paise === 'bigint' ? paise : BigInt(Math.trunc(paise));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const rupees = (abs / 100n).toString();
  const rest = (abs % 100n).toString().padStart(2, '0');
  return inDigits(`${negative ? '-' : ''}₹${groupIndian(rupees)}.${rest}`, digits);
}

/**
 * Commas that group digits as the portal prints money (1,500 and 1,23,456.50 in India's way, or
 * 123,456), dropped, so money is typed as it is read; any other comma (1,5 or a decimal comma)
 * is left for the caller's rule to refuse.
 */
export function withoutDigitGrouping(text: string): string {
  return /^(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.\d{1,2})?$/.test(text) ? text.replaceAll(',', '') : text;
}

/** Parses a decimal rupee string such as "1234.5" into integer paise, or null if malformed. */
export function rupeesToPaise(text: string): bigint | null {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const paise = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -paise : paise;
}

/** Paise to exact decimal rupee text ("1234.50"): how money leaves the server, never a float. */
export function paiseToDecimal(paise: bigint): string {
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
