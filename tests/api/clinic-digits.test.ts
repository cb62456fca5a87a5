import { describe, expect, it } from 'vitest';
import { CLINIC_MESSAGES } from '../../core/messages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, signUpTrialClinic } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

// Issue 34 item 3: the clinic chooses Latin (0123) or Devanagari (०१२३) digits for its Hindi screens.

const t = testAppForFile();

const getClinic = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/clinic', headers: bearer(token) })).json();
const putClinic = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/clinic', headers: bearer(token), payload });

describe('the clinic digits (PUT /api/clinic { digits })', () => {
  it('starts Latin, is saved as Devanagari, and an update without it keeps the choice', async () => {
    const clinic = await signUpTrialClinic(t.app);
    expect(await getClinic(clinic.token)).toMatchObject({ digits: 'latin' });
    const base = { name: clinic.signup.clinicName, registrationNumber: 'R-1' };

    const saved = await putClinic(clinic.token, { ...base, digits: 'devanagari' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ digits: 'devanagari' });
    expect((await putClinic(clinic.token, { ...base, name: 'Lotus Imaging', clock: '24h' })).statusCode).toBe(200);
    expect(await getClinic(clinic.token)).toMatchObject({ name: 'Lotus Imaging', clock: '24h', digits: 'devanagari' });
    expect((await putClinic(clinic.token, { ...base, digits: 'latin' })).json()).toMatchObject({ digits: 'latin' });
  });

  it('refuses any other value on the field and saves nothing of that request', async () => {
    const clinic = await signUpTrialClinic(t.app);
    for (const digits of ['hindi', 'Devanagari', 'arabic', 0, '', null, ['latin']]) {
      const res = await putClinic(clinic.token, { name: 'Changed Name', registrationNumber: 'R-2', digits });
      expect(res.statusCode, JSON.stringify(digits)).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'digits', message: CLINIC_MESSAGES.digitsInvalid }]);
    }
    expect(await getClinic(clinic.token)).toMatchObject({ name: clinic.signup.clinicName, digits: 'latin' });
  });

  it('is changed only by those who may change settings, and read by every member', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    const res = await putClinic(receptionist.token, { name: clinic.signup.clinicName, digits: 'devanagari' });
    expect(res.statusCode).toBe(403);
    expect(await getClinic(receptionist.token)).toMatchObject({ digits: 'latin' });
  });

  it('changes only the caller’s own clinic', async () => {
    const first = await signUpTrialClinic(t.app);
    const second = await signUpTrialClinic(t.app);
    const res = await putClinic(second.token, { name: second.signup.clinicName, digits: 'devanagari' });
    expect(res.statusCode).toBe(200);
    expect(await getClinic(first.token)).toMatchObject({ digits: 'latin' });
    expect(await getClinic(second.token)).toMatchObject({ digits: 'devanagari' });
  });
});
