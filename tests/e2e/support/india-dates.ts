/** yyyy-mm-dd in India, the clinic's calendar (what a date input holds). */
export function indianDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(moment);
}
