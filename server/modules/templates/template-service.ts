import { planHasTemplateTier } from '../../../core/plans/catalogue.ts';
import { customDefinition } from '../../../core/reports/templates/custom-template.ts';
import {
  BUILT_IN_DEFINITIONS,
  describeTemplate,
  isCustomTemplateId,
  summarizeTemplate,
} from '../../../core/reports/templates/template-access.ts';
import {
  type CustomTemplateInput,
  TEMPLATE_MESSAGES,
  type TemplateDetail,
  type TemplateSummary,
} from '../../../core/reports/templates/template-schemas.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import {
  findVersion,
  insertTemplate,
  insertVersion,
  isOwnTemplate,
  listCurrentVersions,
  listVersionNumbers,
  planIdOfClinic,
} from './template-queries.ts';
import { loadDefinition, templateOutsidePlan } from './template-resolve.ts';

/**
 * Every template the clinic can see: the built-in ones whatever its plan (those outside it come
 * locked, so the wizard can say which plan unlocks them) and its own at their current versions.
 */
export async function listTemplates(deps: AppDeps, scope: RequestScope): Promise<TemplateSummary[]> {
  const [planId, customs] = await Promise.all([
    planIdOfClinic(deps.db, scope.clinicId),
    listCurrentVersions(deps.db, scope.clinicId),
  ]);
  return [
    ...BUILT_IN_DEFINITIONS.map((template) => summarizeTemplate(template, planId)),
    ...customs.map((stored) =>
      summarizeTemplate(customDefinition(stored.templateId, stored.version, stored.definition), planId),
    ),
  ];
}

/**
 * One template at a version (the current one by default). Readable whatever the plan, so a report
 * written before a downgrade, or with an older version, still opens and prints as written.
 */
export async function getTemplate(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  version?: number,
): Promise<TemplateDetail> {
  const [planId, template] = await Promise.all([
    planIdOfClinic(deps.db, scope.clinicId),
    loadDefinition(deps.db, scope.clinicId, id, version),
  ]);
  if (!template) throw notFound(TEMPLATE_MESSAGES.notFound);
  const versions = isCustomTemplateId(id) ? await listVersionNumbers(deps.db, scope.clinicId, id) : [1];
  return describeTemplate(template, planId, versions);
}

async function assertCustomTemplatesInPlan(deps: AppDeps, scope: RequestScope, input: CustomTemplateInput) {
  if (planHasTemplateTier(await planIdOfClinic(deps.db, scope.clinicId), 'custom')) return;
  throw templateOutsidePlan(customDefinition('new', 1, input));
}

async function audit(deps: AppDeps, scope: RequestScope, meta: RequestMeta, id: string, version: number) {
  await recordMemberAction(
    deps.db,
    scope,
    {
      action: version === 1 ? 'template.create' : 'template.publish',
      entityType: 'template',
      entityId: id,
      details: { version },
    },
    meta,
    deps.clock.now(),
  );
}

export async function createTemplate(
  deps: AppDeps,
  scope: RequestScope,
  input: CustomTemplateInput,
  meta: RequestMeta,
): Promise<TemplateDetail> {
  await assertCustomTemplatesInPlan(deps, scope, input);
  const id = await insertTemplate(deps.db, scope.clinicId, scope.userId, input, deps.clock.now());
  await audit(deps, scope, meta, id, 1);
  return getTemplate(deps, scope, id);
}

/** Editing publishes a new version; the earlier ones stay as they were for the reports using them. */
export async function publishTemplateVersion(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  input: CustomTemplateInput,
  meta: RequestMeta,
): Promise<TemplateDetail> {
  // Another clinic's id answers 404 like a random one, whatever the plan; a sibling centre's is
  // visible here but edited from its own centre.
  if (!isCustomTemplateId(id) || !(await findVersion(deps.db, scope.clinicId, id))) {
    throw notFound(TEMPLATE_MESSAGES.notFound);
  }
  if (!(await isOwnTemplate(deps.db, scope.clinicId, id))) throw forbidden(TEMPLATE_MESSAGES.otherCentre);
  await assertCustomTemplatesInPlan(deps, scope, input);
  const version = await insertVersion(deps.db, scope.clinicId, id, scope.userId, input, deps.clock.now());
  if (version === undefined) throw notFound(TEMPLATE_MESSAGES.notFound);
  await audit(deps, scope, meta, id, version);
  return getTemplate(deps, scope, id);
}
