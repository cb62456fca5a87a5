import { describe, expect, it } from 'vitest';
import { dateMatches, entryMatches, type WorklistEntry, wildcardMatches } from './worklist-match.ts';

const entry: WorklistEntry = {
  accessionNumber: 'S-000123',
  studyInstanceUid: '2.25.1',
  patientId: 'P-000045',
  patientName: 'Sharma^Sunita',
  birthDate: '19940312',
  sex: 'F',
  date: '20261127',
  time: '103000',
  description: 'Obstetric Ultrasound',
  performingPhysician: 'Mehta^Rakesh',
  stationAeTitle: 'VOLUSON1',
};

describe('worklist matching', () => {
  it('wildcards in names, case-insensitive; exact values otherwise', () => {
    expect(wildcardMatches('SHARMA*', 'Sharma^Sunita')).toBe(true);
    expect(wildcardMatches('Sh?rma^*', 'Sharma^Sunita')).toBe(true);
    expect(wildcardMatches('Verma*', 'Sharma^Sunita')).toBe(false);
    expect(wildcardMatches('', 'anything')).toBe(true);
    expect(wildcardMatches('S-000123', 'S-000123')).toBe(true);
    expect(wildcardMatches('S-00012', 'S-000123')).toBe(false);
    expect(wildcardMatches('a.b', 'axb')).toBe(false);
  });

  it('dates and date ranges', () => {
    expect(dateMatches('20261127', '20261127')).toBe(true);
    expect(dateMatches('20261128', '20261127')).toBe(false);
    expect(dateMatches('20261126-20261127', '20261127')).toBe(true);
    expect(dateMatches('20261128-', '20261127')).toBe(false);
    expect(dateMatches('-20261127', '20261127')).toBe(true);
    expect(dateMatches(undefined, '20261127')).toBe(true);
  });

  it('only ultrasound is scheduled here; the station and accession number narrow the list', () => {
    expect(entryMatches({ modality: 'US' }, entry)).toBe(true);
    expect(entryMatches({ modality: 'CT' }, entry)).toBe(false);
    expect(entryMatches({ stationAeTitle: 'OTHER' }, entry)).toBe(false);
    expect(entryMatches({ accessionNumber: 'S-000123', date: '20261127' }, entry)).toBe(true);
  });
});
