import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../core/messages.ts';
import { bearer, signUpTrialClinic } from '../support/factories.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

const getClinic = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/clinic', headers: bearer(token) })).json();
const putClinic = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/clinic', headers: bearer(token), payload });

describe('PUT /api/clinic: the centre and staff details of print headers', () => {
  it('updates every detail sent, trimmed, and keeps the ones left out', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await putClinic(clinic.token, {
      name: 'Lotus Diagnostics',
      registrationNumber: 'PNDT/DEL/2024/42',
      address: '  4 Ring Road, Lajpat Nagar, New Delhi  ',
      phone: '9123456780',
      doctorName: 'Dr. Kavita Rao',
      doctorQualification: 'MBBS, DMRD',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      address: '4 Ring Road, Lajpat Nagar, New Delhi',
      phone: '9123456780',
      doctorName: 'Dr. Kavita Rao',
      doctorQualification: 'MBBS, DMRD',
      // Not sent, so unchanged.
      email: clinic.signup.clinicEmail,
      licenseNumber: clinic.signup.licenseNumber,
      technicianName: clinic.signup.technicianName,
    });
    expect(await getClinic(clinic.token)).toMatchObject({ address: '4 Ring Road, Lajpat Nagar, New Delhi' });
  });

  it('clears the optional technician with null; an empty text leaves it', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const base = { name: 'Lotus', registrationNumber: 'R-1' };
    await putClinic(clinic.token, { ...base, technicianName: '', technicianQualification: '' });
    expect(await getClinic(clinic.token)).toMatchObject({ technicianName: clinic.signup.technicianName });
    const res = await putClinic(clinic.token, { ...base, technicianName: null, technicianQualification: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ technicianName: null, technicianQualification: null });
  });

  it('refuses details that break the signup rules, with their messages, and changes nothing', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await putClinic(clinic.token, {
      name: 'Lotus',
      registrationNumber: 'R-1',
      address: 'short',
      phone: '12345',
      email: 'not-an-email',
      licenseNumber: '',
      doctorName: 'Dr 007',
      doctorQualification: 'M',
      technicianName: 'Tech <b>',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'address', message: AUTH_MESSAGES.clinicAddress },
        { field: 'phone', message: AUTH_MESSAGES.clinicPhone },
        { field: 'email', message: AUTH_MESSAGES.emailInvalid },
        { field: 'licenseNumber', message: AUTH_MESSAGES.licenseRequired },
        { field: 'doctorName', message: AUTH_MESSAGES.doctorName },
        { field: 'doctorQualification', message: AUTH_MESSAGES.doctorQualification },
        { field: 'technicianName', message: AUTH_MESSAGES.technicianName },
      ]),
    );
    expect(await getClinic(clinic.token)).toMatchObject({
      name: clinic.signup.clinicName,
      address: clinic.signup.clinicAddress,
      doctorName: clinic.signup.doctorName,
    });
  });

  it('changes only the caller’s clinic', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    await putClinic(a.token, { name: 'A', registrationNumber: 'R', doctorName: 'Dr. Someone Else' });
    expect((await getClinic(b.token)).doctorName).toBe(b.signup.doctorName);
  });
});
