import { describe, expect, it } from 'vitest';
import { entryMatches, type WorklistEntry, type WorklistQuery } from '../../core/dicom/worklist-match.ts';
import { itemMatches, worklistItem } from './worklist-find.ts';

const entry: WorklistEntry = {
  accessionNumber: 'S-000123',
  studyInstanceUid: '2.25.1',
  patientId: 'P-000045',
  patientName: 'Sharma^Lakshmi',
  birthDate: '19940312',
  sex: 'F',
  date: '20261127',
  time: '103000',
  description: 'Obstetric',
  performingPhysician: 'Mehta^Rakesh',
  stationAeTitle: 'VOLUSON1',
};

describe('itemMatches (the bridge’s cached worklist)', () => {
  it('answers every query as the portal’s matching answers it for the same study', () => {
    const queries: WorklistQuery[] = [
      {},
      { patientName: 'sharma*' },
      { patientName: 'Reddy*' },
      { patientId: 'P-000045' },
      { accessionNumber: 'S-0001?3' },
      { accessionNumber: 'S-999999' },
      { modality: 'US' },
      { modality: 'CT' },
      { stationAeTitle: 'VOLUSON1' },
      { stationAeTitle: 'OTHER' },
      { date: '20261127' },
      { date: '20261128-' },
      { date: '-20261127' },
    ];
    for (const query of queries)
      expect(itemMatches(query, worklistItem(entry)), JSON.stringify(query)).toBe(entryMatches(query, entry));
  });

  it('survives the JSON round trip the cache file makes', () => {
    const item = JSON.parse(JSON.stringify(worklistItem(entry))) as Record<string, unknown>;
    expect(itemMatches({ accessionNumber: 'S-000123', date: '20261127' }, item)).toBe(true);
    expect(itemMatches({ date: '20261128' }, item)).toBe(false);
  });
});
