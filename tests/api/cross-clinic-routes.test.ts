import { describe, expect, it } from 'vitest';
import { checkCrossClinicCases, crossClinicCases, idInputs, NOT_TENANT_IDS } from '../support/cross-clinic-check.ts';
import { openCrossClinicWorld } from '../support/cross-clinic-world.ts';
import { bearer } from '../support/factories.ts';

/**
 * DESIGN §3.9 for the whole route table: clinic B names clinic A's ids in every place a route
 * takes an id (path, query, body) and gets exactly the answer a random id gets (404 for a path
 * id), and no row of either clinic changes. A route that takes an id and has no case (in
 * tests/support/cross-clinic-record-cases.ts or cross-clinic-account-cases.ts) fails the first
 * test, so a new route cannot ship without one. Between two centres of one organisation:
 * cross-clinic-centres.test.ts.
 */
const { recorder, world } = openCrossClinicWorld();
const CASES = crossClinicCases(world);

describe('cross-clinic ids on every route of the route table', () => {
  it('every id a route takes has a cross-clinic case here (a new id-taking route must add one)', () => {
    const covered = new Set(CASES.flatMap((c) => c.covers.map((input) => `${c.route} ${input}`)));
    const missing = recorder
      .routes()
      .flatMap((route) => idInputs(route).map((input) => `${route.key} ${input}`))
      .filter((input) => !covered.has(input) && !(input in NOT_TENANT_IDS));
    expect(
      missing,
      'id-taking route inputs without a cross-clinic case in tests/api/cross-clinic-routes.test.ts',
    ).toEqual([]);
    const known = new Set(recorder.routes().map((route) => route.key));
    expect(CASES.filter((c) => !known.has(c.route)).map((c) => c.route)).toEqual([]);
  });

  it('answers another clinic’s id exactly like a random id (404 in a path) and changes nothing', {
    timeout: 120_000,
  }, async () => {
    const failures = await checkCrossClinicCases(world, bearer(world.b.clinic.token));
    expect(failures).toEqual([]);
    // The ids were real: the same requests by their owner do not 404.
    const own = await world.t.app.inject({
      method: 'GET',
      url: `/api/patients/${world.a.patientId}`,
      headers: bearer(world.a.clinic.token),
    });
    expect(own.statusCode).toBe(200);
  });
});
