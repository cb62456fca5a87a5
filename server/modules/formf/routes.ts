import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { PreHandler } from '../../plugins/authenticate.ts';
import { registerEvidenceRoutes } from './evidence-routes.ts';
import { registerFormRoutes } from './form-routes.ts';
import { registerMonthExportRoutes } from './month-export-routes.ts';
import { registerRegisterRoutes } from './register-routes.ts';

/**
 * The Form F aggregate: every `/api/pcpndt-forms…` route (core/api/formf-api.ts). The PDFs of a
 * form and of the register are served with the other documents.
 */
export function registerFormFRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  registerFormRoutes(server, opts);
  registerRegisterRoutes(server, opts);
  registerEvidenceRoutes(server, opts);
  registerMonthExportRoutes(server, opts);
}
