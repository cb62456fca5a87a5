import { describe, expect, it } from 'vitest';
import { CLINIC_MESSAGES } from '../../core/messages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, signUpTrialClinic } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

// Issue 34 item 5: the clinic chooses a 12 h or 24 h clock for every time it is shown.

const t = testAppForFile();

const getClinic = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/clinic', headers: bearer(token) })).json();
const putClinic = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/clinic', headers: bearer(token), payload });

describe('the clinic clock (PUT /api/clinic { clock })', () => {
  it('starts at 12 h, is saved as 24 h, and an update without it keeps the choice', async () => {
    const clinic = await signUpTrialClinic(t.app);
    expect(await getClinic(clinic.token)).toMatchObject({ clock: '12h' });
    const base = { name: clinic.signup.clinicName, registrationNumber: 'R-1' };

    const saved = await putClinic(clinic.token, { ...base, clock: '24h' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ clock: '24h' });
    expect((await putClinic(clinic.token, { ...base, name: 'Lotus Imaging' })).statusCode).toBe(200);
    expect(await getClinic(clinic.token)).toMatchObject({ name: 'Lotus Imaging', clock: '24h' });
  });

  it('refuses any other value on the field and saves nothing of that request', async () => {
    const clinic = await signUpTrialClinic(t.app);
    for (const clock of ['morning', '24', 24, '', null]) {
      const res = await putClinic(clinic.token, { name: 'Changed Name', registrationNumber: 'R-2', clock });
      expect(res.statusCode, String(clock)).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'clock', message: CLINIC_MESSAGES.clockInvalid }]);
    }
    expect(await getClinic(clinic.token)).toMatchObject({ name: clinic.signup.clinicName, clock: '12h' });
  });

  it('is changed only by those who may change settings', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    const res = await putClinic(receptionist.token, { name: clinic.signup.clinicName, clock: '24h' });
    expect(res.statusCode).toBe(403);
    // Every member reads it: the screens format times by it.
    expect(await getClinic(receptionist.token)).toMatchObject({ clock: '12h' });
  });

  it('changes only the caller’s own clinic', async () => {
    const first = await signUpTrialClinic(t.app);
    const second = await signUpTrialClinic(t.app);
    const res = await putClinic(second.token, { name: second.signup.clinicName, clock: '24h' });
    expect(res.statusCode).toBe(200);
    expect(await getClinic(first.token)).toMatchObject({ clock: '12h' });
    expect(await getClinic(second.token)).toMatchObject({ clock: '24h' });
  });
});
