import { describe, expect, it } from 'vitest';
import { emptyPatientForm, type PatientFormValues, patientCreateResolver } from './patient-form.ts';

const patient = (overrides: Partial<PatientFormValues>): PatientFormValues => ({
  ...emptyPatientForm(),
  firstName: 'Sunita',
  lastName: 'Sharma',
  dateOfBirth: '1994-03-12',
  gender: 'female',
  phone: '9811122233',
  consent: true,
  ...overrides,
});

describe('patient form and the fetal-sex guard', () => {
  it('marks the address that discloses, and passes one that names a school', async () => {
    const refused = await patientCreateResolver(patient({ address: 'Civil Lines; fetus is male' }), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(refused.errors.address?.message).toMatch(/must not record or disclose the sex of the foetus/);
    const accepted = await patientCreateResolver(patient({ address: 'Near Girls High School, Sector 4' }), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(accepted.errors).toEqual({});
  });
});
