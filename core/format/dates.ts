export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** dd/mm/yyyy in the clinic's time zone. */
export function formatDate(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date);
}

/** dd/mm/yyyy, hh:mm am/pm in the clinic's time zone. */
export function formatDateTime(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(date);
}
