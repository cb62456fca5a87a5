// Issue 28: what a receptionist types in the first week: an age for an unknown date of birth
// (stored as an estimate), initials and dotted names, +91 phones and a referring doctor's degree.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { estimatedBirthDate } from '../../core/patients/birth-date.ts';
import { ageInYears } from '../../core/patients/patient-schemas.ts';
import { patients } from '../../db/schema/patients.ts';
import { bearer, buildPatient, buildPatientEdit, signUpTrialClinic } from '../support/factories.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

const post = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/patients', headers: bearer(token), payload });

describe('what a receptionist types in the first week (issue 28)', () => {
  const istToday = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(t.clock.now());

  it('takes an age for a date of birth, initials for a surname, +91 phones and a doctor with his degree', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await post(
      clinic.token,
      buildPatient({
        firstName: 'Mohd. Irfan',
        lastName: 'K.',
        dateOfBirth: '',
        age: '32 Y',
        phone: '+91 98230 11223',
        emergencyPhone: '098230-11224',
        referringDoctorName: 'Dr. R.K. Joshi (MD)',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      firstName: 'Mohd. Irfan',
      lastName: 'K.',
      dateOfBirth: estimatedBirthDate(32, istToday()),
      dateOfBirthEstimated: true,
      phone: '9823011223',
      emergencyPhone: '9823011224',
      referringDoctorName: 'Dr. R.K. Joshi (MD)',
    });
    const bare = await post(clinic.token, buildPatient({ lastName: 'K' }));
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ lastName: 'K', dateOfBirth: '1994-03-12', dateOfBirthEstimated: false });
  });

  it('keeps an estimate through edits that send the same age back, and drops the flag for a real date', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const created = (await post(clinic.token, buildPatient({ dateOfBirth: '', age: 40 }))).json();
    // Stored months ago: an edit with the same age must not move the date to today's anniversary.
    await t.handle.db.update(patients).set({ dateOfBirth: '1985-01-15' }).where(eq(patients.id, created.id));
    const put = (override: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/patients/${created.id}`,
        headers: bearer(clinic.token),
        payload: buildPatientEdit(override),
      });
    const ageNow = ageInYears('1985-01-15', new Date(`${istToday()}T12:00:00Z`));
    const same = await put({ dateOfBirth: '', age: `${ageNow}` });
    expect(same.json()).toMatchObject({ dateOfBirth: '1985-01-15', dateOfBirthEstimated: true });
    const echoed = await put({ dateOfBirth: '1985-01-15' });
    expect(echoed.json()).toMatchObject({ dateOfBirth: '1985-01-15', dateOfBirthEstimated: true });
    const known = await put({ dateOfBirth: '1985-02-20' });
    expect(known.json()).toMatchObject({ dateOfBirth: '1985-02-20', dateOfBirthEstimated: false });
  });
});
