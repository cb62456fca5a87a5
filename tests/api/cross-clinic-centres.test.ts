import { beforeAll, describe, expect, it } from 'vitest';
import { buyPlan } from '../support/billing-helpers.ts';
import { buildCentre, switchCentre } from '../support/centre-helpers.ts';
import { buildClinicWorld } from '../support/clinic-world.ts';
import { checkCrossClinicCases } from '../support/cross-clinic-check.ts';
import { openCrossClinicWorld } from '../support/cross-clinic-world.ts';
import { bearer } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';

/**
 * The route table of cross-clinic-routes.test.ts asked again, B being a second centre of A's
 * organisation rather than another clinic.
 */
const { world } = openCrossClinicWorld();

describe('the same table between two centres of one organisation (issue 18)', () => {
  /**
   * B is now the administrator (a signing doctor) of a second centre of A's organisation, with no
   * membership in A's centre: A's records must look exactly as absent as another clinic's.
   */
  beforeAll(async () => {
    await buyPlan(world.t.app, world.a.clinic.token, 'enterprise');
    const centre = await world.t.app.inject({
      method: 'POST',
      url: '/api/centres',
      headers: bearer(world.a.clinic.token),
      payload: buildCentre(),
    });
    await switchCentre(world.t.app, world.a.clinic.token, centre.json().id);
    const member = await addMember(world.t.app, world.t.mailer.sent, world.a.clinic.token, 'admin', {
      doctor: { registrationNumber: 'KMC-CROSS1', qualification: 'MD' },
    });
    await switchCentre(world.t.app, world.a.clinic.token, world.aClinicId);
    world.b = await buildClinicWorld(world.t.app, { ...world.a.clinic, email: member.email, token: member.token });
    world.bClinicId = centre.json().id;
    world.bUserId = member.userId;
  });

  const refused = (status: number) => (foreign: { statusCode: number }, random: { statusCode: number }) =>
    foreign.statusCode === status && random.statusCode === status ? null : `expected ${status} for both`;
  /** A's administrator created B's centre and so works there too; these see A's user legitimately. */
  const sharedPerson = () => null;
  const sharedTemplate = () => null;
  const refusedVersusRandom = (status: number) => (foreign: { statusCode: number }, random: { statusCode: number }) =>
    foreign.statusCode === status && random.statusCode === 404 ? null : `expected ${status} (random 404)`;

  it('answers the other centre’s ids like random ids and changes nothing', { timeout: 120_000 }, async () => {
    expect(
      (await world.t.app.inject({ method: 'GET', url: '/api/centres', headers: bearer(world.b.clinic.token) })).json(),
    ).toEqual([expect.objectContaining({ id: world.bClinicId })]);
    const failures = await checkCrossClinicCases(world, bearer(world.b.clinic.token), {
      // Billing is the organisation's: a centre admin who is not an organisation admin is refused it outright.
      'GET /api/billing/invoices/:id [param:id]': refused(403),
      'GET /api/billing/invoices/:id/pdf [param:id]': refused(403),
      // Managing centres is for organisation admins only.
      'GET /api/centres/:id [param:id]': refused(403),
      'PUT /api/centres/:id [param:id]': refused(403),
      'POST /api/centres/:id/members [param:id]': refused(403),
      'POST /api/centres/:id/members [body:userId]': refused(403),
      // Clinic-built templates are the organisation's: read and written with from every centre,
      // edited only from the centre that built them (tests/api/organisation-templates.test.ts).
      'GET /api/templates/:id [param:id]': sharedTemplate,
      'PUT /api/templates/:id [param:id]': refusedVersusRandom(403),
      'POST /api/reports [body:templateId]': sharedTemplate,
      'POST /api/reports/draft [body:templateId]': sharedTemplate,
      'PUT /api/reports/:id [body:templateId]': sharedTemplate,
      'PATCH /api/reports/:id [body:templateId]': sharedTemplate,
      'POST /api/reports/:id/finalize [body:templateId]': sharedTemplate,
      'POST /api/reports/:id/amend [body:templateId]': sharedTemplate,
      // A doctor's own phrases are kept per template, and the template is the organisation's.
      'GET /api/phrase-suggestions [query:templateId]': sharedTemplate,
      'POST /api/phrase-suggestions/forget [body:templateId]': sharedTemplate,
      'POST /api/phrase-suggestions/remember [body:templateId]': sharedTemplate,
      // A returning patient of the sister centre is registered here from her row there (decision
      // 024): a new row at B, nothing written at A (checked above for every case).
      'POST /api/organisation-patients/:id/reuse [param:id]': refusedVersusRandom(201),
      'GET /api/audit-events.csv [query:userId]': sharedPerson,
      'PATCH /api/team/members/:userId [param:userId]': sharedPerson,
    });
    expect(failures).toEqual([]);
  });
});
