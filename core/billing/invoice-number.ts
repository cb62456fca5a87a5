/**
 * Indian financial years run April to March. Invoice numbers are a consecutive series per
 * financial year of at most 16 characters (CGST Rule 46(b)): USG/26-27/000123.
 */
export function financialYearOf(date: Date, timeZone = 'Asia/Kolkata'): { startYear: number; label: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone }).formatToParts(date);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const startYear = month >= 4 ? year : year - 1;
  const short = (y: number) => String(y % 100).padStart(2, '0');
  return { startYear, label: `${short(startYear)}-${short(startYear + 1)}` };
}

export function formatInvoiceNumber(financialYearLabel: string, serial: number): string {
  return `USG/${financialYearLabel}/${String(serial).padStart(6, '0')}`;
}
