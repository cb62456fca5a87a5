import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCentre } from '../support/centre-helpers.ts';
import { addScanner } from '../support/dicom-peers.ts';
import { bearer, signUpTrialClinic } from '../support/factories.ts';
import { makeFormF } from '../support/formf-helpers.ts';
import { setUpFeeList } from '../support/patient-bill-helpers.ts';
import { buildCustomTemplate, clinicOnPlan } from '../support/template-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { makePng } from '../support/test-files.ts';

/**
 * Issue 29 §1, through the API to what prints: a text that names the sex of the foetus is refused
 * with a 400 on the field's path and a message quoting the words, on each path whose text reaches a
 * print, a message or a record beyond reports, patients, payments and Form F (those are in
 * fetal-sex-guard.test.ts and fetal-sex-guard-printed.test.ts): Enterprise templates shared with
 * every centre, centres, referrers, the fee list, bills and scanners. A deity's name in an address
 * or a referrer still passes. Nothing refused is stored.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DISCLOSURE = /sex of the foetus/;
type Method = 'POST' | 'PUT';
const send = (token: string, method: Method, url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

function expectRefused(res: Awaited<ReturnType<typeof send>>, field: string, words: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { message: string; errors?: { field: string; message: string }[] };
  const error = body.errors?.find((e) => e.field === field);
  expect(error, `no error on ${field}: ${res.body}`).toBeDefined();
  expect(error?.message).toMatch(DISCLOSURE);
  expect(error?.message).toContain(words);
}

describe('Enterprise templates (shared with every centre, printed on every report)', () => {
  it.each([
    [{ sections: [{ label: 'भ्रूण का लिंग', normalText: '' }] }, 'sections.0.label', 'लिंग'],
    [{ sections: [{ label: 'Survey', normalText: '', phrases: ['पुत्र'] }] }, 'sections.0.phrases.0', 'पुत्र'],
    [{ sections: [{ label: 'Survey', normalText: '', phrases: ['कन्या'] }] }, 'sections.0.phrases.0', 'कन्या'],
    [{ sections: [{ label: 'Survey', normalText: '', phrases: ['M fetus'] }] }, 'sections.0.phrases.0', 'M fetus'],
    [{ sections: [{ label: 'Survey', normalText: 'मुलगी होणार' }] }, 'sections.0.normalText', 'मुलगी होणार'],
    [{ fields: [{ label: 'Fetal S.', unit: '', min: 0, max: 1 }] }, 'fields.0.label', 'Fetal S'],
  ])('refuses %o on %s', async (bad, field, words) => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    const res = await send(clinic.token, 'POST', '/api/templates', buildCustomTemplate(bad));
    expectRefused(res, field, words);
    const list = await t.app.inject({ method: 'GET', url: '/api/templates', headers: bearer(clinic.token) });
    expect(JSON.stringify(list.json())).not.toContain(words);
  });
});

describe('centres, referrers, the fee list, bills and scanners', () => {
  it("refuses a centre's name or address that discloses, and accepts one near a deity's temple", async () => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    expectRefused(await createCentre(t.app, clinic.token, { name: 'Beta Hoga Imaging' }), 'name', 'Beta Hoga');
    expectRefused(
      await createCentre(t.app, clinic.token, { address: 'Lane 4, kudi hovegi chowk, Ludhiana 141001' }),
      'address',
      'kudi hovegi',
    );
    const ok = await createCentre(t.app, clinic.token, {
      name: 'Jai Mata Di Diagnostics',
      address: 'Near Laxmi Aai Mandir, Kolhapur 416001',
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses a referrer who discloses, and accepts "Jai Mata Di Hospital" near "Laxmi Aai Mandir"', async () => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    expectRefused(await send(clinic.token, 'POST', '/api/referrers', { name: 'ladka hoga' }), 'name', 'ladka hoga');
    expectRefused(
      await send(clinic.token, 'POST', '/api/referrers', { name: 'Dr. Meena Rao', address: 'pet mein beta' }),
      'address',
      'pet mein beta',
    );
    const ok = await send(clinic.token, 'POST', '/api/referrers', {
      name: 'Jai Mata Di Hospital',
      address: 'Near Laxmi Aai Mandir, Kolhapur',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    // And in Devanagari (the deity's names in a referrer and an address).
    const hindi = await send(clinic.token, 'POST', '/api/referrers', {
      name: 'जय माता दी अस्पताल',
      address: 'लक्ष्मी आई मंदिर के पास, कोल्हापुर',
    });
    expect(hindi.statusCode, hindi.body).toBe(201);
  });

  it('refuses a fee-list item, a bill’s concession reason and a scanner’s name that disclose', async () => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    expectRefused(
      await send(clinic.token, 'PUT', '/api/fee-list', {
        concessionLimitPercent: 10,
        items: [{ name: 'Boy or girl scan', kind: 'add-on', price: 500 }],
      }),
      'items.0.name',
      'Boy or girl',
    );
    const fees = await setUpFeeList(t.app, clinic.token, 100);
    expectRefused(
      await send(clinic.token, 'POST', '/api/bills', {
        patientId: clinic.patientId,
        lines: [{ feeItemId: fees.Doppler }],
        concession: { percent: 10, reason: 'beta hi hoga' },
      }),
      'concession.reason',
      'beta hi hoga',
    );
    expectRefused(
      await send(clinic.token, 'POST', '/api/scanners', { name: 'ladka hoga', aeTitle: 'LADKA01' }),
      'name',
      'ladka hoga',
    );
    // The same places with ordinary words pass.
    await addScanner(t.app, clinic.token, { name: 'Voluson E8 (Room 2)', aeTitle: `PP${Date.now() % 1e8}` });
  });
});

describe('Form F evidence (its file name prints in the register and the inspection pack)', () => {
  it('refuses a file name that discloses, on the fileName path, and keeps nothing', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const form = await makeFormF(t.app, clinic.token, {}, { evidence: false });
    const upload = (fileName: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/pcpndt-forms/${form.id}/attachments?kind=referral_slip&fileName=${encodeURIComponent(fileName)}`,
        headers: { ...bearer(clinic.token), 'content-type': 'application/octet-stream' },
        payload: makePng(),
      });
    expectRefused(await upload('beti hogi slip.png'), 'fileName', 'beti hogi');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/pcpndt-forms/${form.id}/attachments`,
      headers: bearer(clinic.token),
    });
    expect(list.json()).toEqual([]);
    expect((await upload('Referral slip, Dr. Jai Mata Di Hospital.png')).statusCode).toBe(201);
  });
});
