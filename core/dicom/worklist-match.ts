/**
 * Modality Worklist matching (PS3.4 K.6.1.2): what a scanner's C-FIND asks for, applied to the
 * centre's scheduled studies. Pure, so the rules are unit-tested without a network.
 */

export interface WorklistEntry {
  accessionNumber: string;
  /** 2.25.<the study's UUID as a number>: stable, so images of one study share it. */
  studyInstanceUid: string;
  patientId: string;
  /** DICOM PN: family^given, as the names were entered. */
  patientName: string;
  birthDate: string;
  sex: 'F' | 'M' | 'O';
  /** YYYYMMDD and HHMMSS in the centre's time zone. */
  date: string;
  time: string;
  description: string;
  performingPhysician: string;
  stationAeTitle: string;
}

export interface WorklistQuery {
  patientName?: string;
  patientId?: string;
  accessionNumber?: string;
  modality?: string;
  stationAeTitle?: string;
  /** A date, or a range `A-B`, `A-` or `-B` (YYYYMMDD). */
  date?: string;
}

/** Single-value matching with the * and ? wildcards, case-insensitive for names as PS3.4 allows. */
export function wildcardMatches(pattern: string | undefined, value: string): boolean {
  if (pattern === undefined || pattern === '' || pattern === '*') return true;
  if (!/[*?]/.test(pattern)) return pattern.toLowerCase() === value.toLowerCase();
  const regex = pattern
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${regex}$`, 'i').test(value);
}

/** Range matching on YYYYMMDD strings (lexical order is date order). */
export function dateMatches(query: string | undefined, date: string): boolean {
  if (!query) return true;
  const trimmed = query.trim();
  if (!trimmed.includes('-')) return trimmed === date;
  const [from = '', to = ''] = trimmed.split('-');
  return (from === '' || date >= from) && (to === '' || date <= to);
}

export function entryMatches(query: WorklistQuery, entry: WorklistEntry): boolean {
  if (query.modality && query.modality !== '*' && query.modality.toUpperCase() !== 'US') return false;
  return (
    wildcardMatches(query.patientName, entry.patientName) &&
    wildcardMatches(query.patientId, entry.patientId) &&
    wildcardMatches(query.accessionNumber, entry.accessionNumber) &&
    wildcardMatches(query.stationAeTitle, entry.stationAeTitle) &&
    dateMatches(query.date, entry.date)
  );
}
