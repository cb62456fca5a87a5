import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganisation } from '../support/centre-helpers.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { buildCustomTemplate, createTemplate, postReport } from '../support/template-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issues 17 and 18: a clinic-built template is shared by every centre of its organisation, and
// edited only from the centre that built it; advanced templates follow the organisation's plan.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1000 });
});
afterAll(() => t.close());

const list = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/templates', headers: bearer(token) })).json() as {
    id: string;
    tier: string;
    available: boolean;
  }[];

describe('templates across the centres of an organisation', () => {
  it('lists, writes with and prints the first centre’s template in the second; only the first edits it', async () => {
    const org = await buildOrganisation(t.app, t.mailer.sent);
    const created = await createTemplate(t.app, org.owner.token, buildCustomTemplate());
    expect(created.statusCode).toBe(201);
    const template = created.json() as { id: string };

    // The second centre's admin works there only, on the organisation's Enterprise plan.
    const second = org.secondAdmin.token;
    const seen = await list(second);
    expect(seen.find((entry) => entry.id === template.id)).toMatchObject({ tier: 'custom', available: true });
    expect(seen.find((entry) => entry.id === 'thyroid-tirads')).toMatchObject({ available: true });

    const patient = await registerPatient(t.app, second);
    const written = await postReport(
      t.app,
      second,
      buildReport(patient.id, 'abdominal', {
        templateId: template.id,
        findings: { s1: 'Intimal thickening is seen.', s2: '' },
        measurements: { m1: 1.1 },
        impression: 'Mild right carotid intimal thickening.',
      }),
    );
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({ templateId: template.id, templateVersion: 1 });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/reports/${written.json().id}/pdf`,
      headers: bearer(second),
    });
    expect(pdf.statusCode).toBe(200);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/templates/${template.id}`,
      headers: bearer(second),
      payload: buildCustomTemplate({ name: 'Carotid (centre 2)' }),
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(
      'This template was built by another centre of your organisation. Edit it from that centre.',
    );
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/templates/${template.id}`,
      headers: bearer(org.owner.token),
      payload: buildCustomTemplate({ name: 'Carotid v2' }),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ version: 2 });
  });

  it('shares nothing with another organisation', async () => {
    const org = await buildOrganisation(t.app, t.mailer.sent);
    const template = (await createTemplate(t.app, org.owner.token, buildCustomTemplate())).json() as { id: string };
    const stranger = await signUpTrialClinic(t.app);
    expect((await list(stranger.token)).some((entry) => entry.id === template.id)).toBe(false);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/templates/${template.id}`,
      headers: bearer(stranger.token),
    });
    expect(read.statusCode).toBe(404);
  });
});
