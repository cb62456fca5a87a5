import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { organisationPatientsApi } from '../../../core/api/organisation-patients-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { findOrganisationPatients, reuseOrganisationPatient } from './organisation-patients.ts';

/** A returning patient of another centre of the organisation, found and reused at the desk (decision 024). */
export function registerOrganisationPatientRoutes(
  server: FastifyInstance,
  opts: { deps: AppDeps; authenticate: PreHandler },
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  // The desk's own permission: whoever may register a patient may register her from a sister centre.
  const config = { feature: 'patients' as const, permission: 'front-desk' as const };

  app.route({
    ...declaredRoute(organisationPatientsApi.search),
    onRequest: authenticate,
    config,
    handler: async (request) => ({
      patients: await findOrganisationPatients(deps.db, requireScope(request), request.query.search),
    }),
  });

  app.route({
    ...declaredRoute(organisationPatientsApi.reuse),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      const { status, patient } = await reuseOrganisationPatient(
        deps,
        requireScope(request),
        request.params.id,
        requestMeta(request),
      );
      return reply.code(status).send(patient);
    },
  });
}
