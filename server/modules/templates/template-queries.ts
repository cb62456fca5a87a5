import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CustomTemplateInput } from '../../../core/reports/templates/template-schemas.ts';
import type { Database, Db } from '../../../db/client.ts';
import { reportTemplates, reportTemplateVersions } from '../../../db/schema/report-templates.ts';
import { subscriptions } from '../../../db/schema/subscriptions.ts';
import { organisationClinicIdsSql, subscriptionClinicSql } from '../centres/organisation-queries.ts';

/**
 * The plan id (null without a subscription) that decides the template tiers: the organisation's,
 * held by its primary centre, so every centre of an Enterprise organisation has its tiers.
 */
export async function planIdOfClinic(db: Db, clinicId: string): Promise<string | null> {
  const [row] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.clinicId, subscriptionClinicSql(clinicId)));
  return row?.planId ?? null;
}

export interface StoredVersion {
  templateId: string;
  version: number;
  definition: CustomTemplateInput;
}

const VERSION_COLUMNS = {
  templateId: reportTemplateVersions.templateId,
  version: reportTemplateVersions.version,
  definition: reportTemplateVersions.definition,
};
/**
 * Clinic-built templates are shared by every centre of the organisation (issue 18): they are read
 * from any of its centres, and edited only from the centre that built them (isOwnTemplate).
 */
const sharedWith = (clinicId: string) => inArray(reportTemplates.clinicId, organisationClinicIdsSql(clinicId));

/** A template's versions, joined within its clinic. */
const OWN_VERSIONS = and(
  eq(reportTemplateVersions.clinicId, reportTemplates.clinicId),
  eq(reportTemplateVersions.templateId, reportTemplates.id),
);

/** Every clinic-built template of the organisation at its current version, by name. */
export async function listCurrentVersions(db: Database, clinicId: string): Promise<StoredVersion[]> {
  const rows = await db
    .select(VERSION_COLUMNS)
    .from(reportTemplates)
    .innerJoin(reportTemplateVersions, OWN_VERSIONS)
    .where(and(sharedWith(clinicId), eq(reportTemplateVersions.version, reportTemplates.currentVersion)))
    .orderBy(asc(reportTemplates.name), asc(reportTemplates.id));
  return rows.map((row) => ({ ...row, definition: row.definition as CustomTemplateInput }));
}

/** One version of one of the organisation's templates (the current one when no version is given). */
export async function findVersion(
  db: Db,
  clinicId: string,
  templateId: string,
  version?: number,
): Promise<StoredVersion | undefined> {
  const wanted = version ?? sql`${reportTemplates.currentVersion}`;
  const [row] = await db
    .select(VERSION_COLUMNS)
    .from(reportTemplates)
    .innerJoin(reportTemplateVersions, OWN_VERSIONS)
    .where(and(sharedWith(clinicId), eq(reportTemplates.id, templateId), eq(reportTemplateVersions.version, wanted)));
  return row ? { ...row, definition: row.definition as CustomTemplateInput } : undefined;
}

export async function listVersionNumbers(db: Database, clinicId: string, templateId: string): Promise<number[]> {
  const rows = await db
    .select({ version: reportTemplateVersions.version })
    .from(reportTemplateVersions)
    .where(
      and(
        inArray(reportTemplateVersions.clinicId, organisationClinicIdsSql(clinicId)),
        eq(reportTemplateVersions.templateId, templateId),
      ),
    )
    .orderBy(desc(reportTemplateVersions.version));
  return rows.map((row) => row.version);
}

/** Whether the template was built by this very centre (only it publishes new versions). */
export async function isOwnTemplate(db: Database, clinicId: string, templateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reportTemplates.id })
    .from(reportTemplates)
    .where(and(eq(reportTemplates.clinicId, clinicId), eq(reportTemplates.id, templateId)));
  return row !== undefined;
}

/** A new template with its first version, in one transaction. */
export async function insertTemplate(
  db: Database,
  clinicId: string,
  userId: string,
  definition: CustomTemplateInput,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [template] = await tx
      .insert(reportTemplates)
      .values({
        clinicId,
        name: definition.name,
        reportType: definition.reportType,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: reportTemplates.id });
    const id = (template as { id: string }).id;
    await tx
      .insert(reportTemplateVersions)
      .values({ clinicId, templateId: id, version: 1, definition, publishedBy: userId, publishedAt: now });
    return id;
  });
}

/**
 * Publishes the next version: the template row is locked while the number is taken, so two
 * editors publishing at once get versions n+1 and n+2, never the same one. Undefined: no such
 * template in this clinic.
 */
export async function insertVersion(
  db: Database,
  clinicId: string,
  templateId: string,
  userId: string,
  definition: CustomTemplateInput,
  now: Date,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reportTemplates)
      .set({
        currentVersion: sql`${reportTemplates.currentVersion} + 1`,
        name: definition.name,
        reportType: definition.reportType,
        updatedAt: now,
      })
      .where(and(eq(reportTemplates.clinicId, clinicId), eq(reportTemplates.id, templateId)))
      .returning({ version: reportTemplates.currentVersion });
    if (!row) return undefined;
    await tx
      .insert(reportTemplateVersions)
      .values({ clinicId, templateId, version: row.version, definition, publishedBy: userId, publishedAt: now });
    return row.version;
  });
}
