// The monthly patient limit through the product's own path (POST /api/patients), so the guard's
// call in patient-service.ts is what is tested, not only the guard (plan-limits.test.ts).
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan } from '../../core/plans/catalogue.ts';
import { patients } from '../../db/schema/patients.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildPatient, clinicIdOf, signUpClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (token: string, firstName: string) =>
  t.app.inject({ method: 'POST', url: '/api/patients', headers: bearer(token), payload: buildPatient({ firstName }) });

/** A name the patient rules accept (letters only), different for each of the month's patients. */
const nameFor = (n: number) => `Asha${String.fromCharCode(97 + Math.floor(n / 26), 97 + (n % 26))}`;

describe('the monthly patient limit on registration', () => {
  it('Basic: registers patients up to the limit, then refuses the next with 402 naming it and saves nothing', async () => {
    const limit = findPlan('basic')?.maxPatientsPerMonth;
    if (!limit) throw new Error('Basic has no monthly patient limit');
    const clinic = await signUpClinic(t.app);
    await buyPlan(t.app, clinic.token, 'basic');
    const clinicId = await clinicIdOf(t.app, clinic.token);

    // Ten at a time: the guard's lock serialises them, and exactly the limit get in.
    for (let start = 0; start < limit; start += 10) {
      const batch = Array.from({ length: Math.min(10, limit - start) }, (_, i) =>
        register(clinic.token, nameFor(start + i)),
      );
      expect((await Promise.all(batch)).map((res) => res.statusCode)).toEqual(batch.map(() => 201));
    }

    const refused = await register(clinic.token, 'Overlimit');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      message: `Monthly patient limit reached: the Basic plan includes ${limit} new patients a month. Upgrade your plan to register more.`,
    });
    const [stored] = await t.handle.db.select({ n: count() }).from(patients).where(eq(patients.clinicId, clinicId));
    expect(stored?.n).toBe(limit);
    const over = await t.handle.db
      .select()
      .from(patients)
      .where(and(eq(patients.clinicId, clinicId), eq(patients.firstName, 'Overlimit')));
    expect(over).toEqual([]);
  });
});
