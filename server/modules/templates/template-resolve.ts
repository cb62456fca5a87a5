import { planHasTemplateTier } from '../../../core/plans/catalogue.ts';
import { customDefinition } from '../../../core/reports/templates/custom-template.ts';
import {
  findBuiltInDefinition,
  isCustomTemplateId,
  templateAvailability,
} from '../../../core/reports/templates/template-access.ts';
import type { TemplateDefinition } from '../../../core/reports/templates/template-definition.ts';
import { TEMPLATE_MESSAGES } from '../../../core/reports/templates/template-schemas.ts';
import type { Db } from '../../../db/client.ts';
import { badRequest, notFound, paymentRequired } from '../../lib/http-errors.ts';
import { findVersion, planIdOfClinic } from './template-queries.ts';

/** The 402 of a template outside the plan: the shape feature gating and analytics answer. */
export function templateOutsidePlan(template: TemplateDefinition) {
  const { unlockedBy } = templateAvailability(template.tier, null);
  return paymentRequired(TEMPLATE_MESSAGES.plan(unlockedBy ?? 'Enterprise'), {
    reason: 'feature_locked',
    redirectTo: '/billing?tab=plans',
  });
}

/** A template by id for this clinic: built-in, or one of its own at a version (current by default). */
export async function loadDefinition(
  db: Db,
  clinicId: string,
  id: string,
  version?: number,
): Promise<TemplateDefinition | undefined> {
  if (!isCustomTemplateId(id)) return version && version !== 1 ? undefined : findBuiltInDefinition(id);
  const stored = await findVersion(db, clinicId, id, version);
  return stored ? customDefinition(stored.templateId, stored.version, stored.definition) : undefined;
}

interface Requested {
  reportType: string;
  templateId?: string | null;
}
/** What the report was written with, when an existing report is saved again. */
interface Written {
  reportType: string;
  templateId: string | null;
  templateVersion: number | null;
}

/**
 * The template a save is written with, checked against the plan: the one named, else the report's
 * own (an edit that does not name one keeps it), else the type's standard template. An edit of a
 * report keeps the version it was written with; a new report takes the current one. Standard
 * templates are decided without a query, so the common save costs nothing more.
 */
export async function resolveTemplateForSave(
  db: Db,
  clinicId: string,
  input: Requested,
  before?: Written,
): Promise<TemplateDefinition> {
  const kept = before && before.reportType === input.reportType ? before.templateId : null;
  const id = input.templateId || kept || input.reportType;
  const sameAsBefore = before !== undefined && (before.templateId ?? before.reportType) === id;
  const version = sameAsBefore && isCustomTemplateId(id) ? (before.templateVersion ?? undefined) : undefined;
  const template = await loadDefinition(db, clinicId, id, version);
  if (!template) {
    if (isCustomTemplateId(id)) throw notFound(TEMPLATE_MESSAGES.notFound);
    throw badRequest(TEMPLATE_MESSAGES.notFound, 'templateId');
  }
  if (template.reportType !== input.reportType) throw badRequest(TEMPLATE_MESSAGES.reportTypeMismatch, 'reportType');
  if (template.tier !== 'standard' && !planHasTemplateTier(await planIdOfClinic(db, clinicId), template.tier)) {
    throw templateOutsidePlan(template);
  }
  return template;
}
