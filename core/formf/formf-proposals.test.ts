import { describe, expect, it } from 'vitest';
import { examinationTypeOf, proposeFormFValues, townOfAddress } from './formf-proposals.ts';

const nothingRecorded = {
  procedureDate: null,
  examinationType: null,
  sectionBPlace: null,
  scanDay: '2026-11-20',
  reportTechnique: 'Transabdominal',
  lastPlace: null,
  clinicAddress: '12 MI Road, Jaipur - 302001, Rajasthan',
};

describe('Form F proposals (issue 29 §3)', () => {
  it('proposes the scan day, the method and the town for items not recorded', () => {
    expect(proposeFormFValues(nothingRecorded)).toEqual({
      procedureDate: '2026-11-20',
      examinationType: 'abdominal',
      sectionBPlace: 'Jaipur',
    });
  });

  it('never proposes over a recorded value', () => {
    const recorded = {
      ...nothingRecorded,
      procedureDate: '2026-11-19',
      examinationType: 'both',
      sectionBPlace: 'Ajmer',
    };
    expect(proposeFormFValues(recorded)).toEqual({});
  });

  it('proposes no date before the scan happened and no method the words do not say', () => {
    expect(proposeFormFValues({ ...nothingRecorded, scanDay: null, reportTechnique: 'Routine' })).toEqual({
      sectionBPlace: 'Jaipur',
    });
  });

  it('prefers the place the clinic recorded last over its address', () => {
    expect(proposeFormFValues({ ...nothingRecorded, lastPlace: 'Jaipur (Malviya Nagar)' }).sectionBPlace).toBe(
      'Jaipur (Malviya Nagar)',
    );
  });

  it.each([
    ['Transabdominal and transvaginal', 'both'],
    ['TVS', 'transvaginal'],
    ['Trans-vaginal scan', 'transvaginal'],
    ['TAS followed by TVS', 'both'],
    ['Transabdominal', 'abdominal'],
    ['Real-time B-mode', null],
    [null, null],
  ])('reads the method of %s as %s', (technique, expected) => {
    expect(examinationTypeOf(technique)).toBe(expected);
  });

  it.each([
    ['12 MI Road, Jaipur - 302001, Rajasthan', 'Jaipur'],
    ['Shop 4, Station Road\nNashik 422001', 'Nashik'],
    ['221 Civil Lines, Jaipur', 'Jaipur'],
    ['302001', null],
    [null, null],
  ])('finds the town of %s', (address, town) => {
    expect(townOfAddress(address)).toBe(town);
  });
});
