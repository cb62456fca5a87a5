/**
 * Amounts in words on Indian invoices use the Indian system (thousand, lakh, crore):
 * 1,23,45,600 paise → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only".
 * Works on integer paise, never a float (DESIGN §5).
 */
const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return unit === 0 ? tens : `${tens}-${ONES[unit]}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in words; crores above 99 repeat the scheme ("One Hundred Crore"). */
function wholeInWords(n: bigint): string {
  if (n === 0n) return 'Zero';
  const crore = n / 10_000_000n;
  const lakh = Number((n / 100_000n) % 100n);
  const thousand = Number((n / 1000n) % 100n);
  const rest = Number(n % 1000n);
  const parts: string[] = [];
  if (crore > 0n) parts.push(`${wholeInWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

export function rupeesInWords(paise: number | bigint): string {
  const value = typeof paise === 'bigint' ? paise : BigInt(Math.trunc(paise));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const rupees = abs / 100n;
  const rest = Number(abs % 100n);
  const paiseText = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `${negative ? 'Minus ' : ''}Rupees ${wholeInWords(rupees)}${paiseText} Only`;
}
