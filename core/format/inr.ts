const INR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,23,456.00 from integer paise; money is never a float in arithmetic (DESIGN §5). */
export function formatPaise(paise: number | bigint): string {
  const value = typeof paise === 'bigint' ? paise : BigInt(Math.trunc(paise));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const rupees = abs / 100n;
  const rest = (abs % 100n).toString().padStart(2, '0');
  const grouped = INR.format(Number(rupees)).replace(/\.00$/, '');
  return `${negative ? '-' : ''}${grouped}.${rest}`;
}

/** Parses a decimal rupee string such as "1234.5" into integer paise, or null if malformed. */
export function rupeesToPaise(text: string): bigint | null {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const paise = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -paise : paise;
}
