import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CustomTemplateInput } from '../../../core/reports/templates/template-schemas.ts';
import type { Database } from '../../../db/client.ts';
import { reportTemplates, reportTemplateVersions } from '../../../db/schema/report-templates.ts';
import { subscriptions } from '../../../db/schema/subscriptions.ts';

/** The clinic's plan id (null without a subscription): what decides the template tiers. */
export async function planIdOfClinic(db: Database, clinicId: string): Promise<string | null> {
  const [row] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.clinicId, clinicId));
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
/** A template's versions, joined within its clinic. */
const OWN_VERSIONS = and(
  eq(reportTemplateVersions.clinicId, reportTemplates.clinicId),
  eq(reportTemplateVersions.templateId, reportTemplates.id),
);

/** Every clinic-built template of the clinic at its current version, by name. */
export async function listCurrentVersions(db: Database, clinicId: string): Promise<StoredVersion[]> {
  const rows = await db
    .select(VERSION_COLUMNS)
    .from(reportTemplates)
    .innerJoin(reportTemplateVersions, OWN_VERSIONS)
    .where(
      and(eq(reportTemplates.clinicId, clinicId), eq(reportTemplateVersions.version, reportTemplates.currentVersion)),
    )
    .orderBy(asc(reportTemplates.name), asc(reportTemplates.id));
  return rows.map((row) => ({ ...row, definition: row.definition as CustomTemplateInput }));
}

/** One version of one of the clinic's templates (the current one when no version is given). */
export async function findVersion(
  db: Database,
  clinicId: string,
  templateId: string,
  version?: number,
): Promise<StoredVersion | undefined> {
  const wanted = version ?? sql`${reportTemplates.currentVersion}`;
  const [row] = await db
    .select(VERSION_COLUMNS)
    .from(reportTemplates)
    .innerJoin(reportTemplateVersions, OWN_VERSIONS)
    .where(
      and(
        eq(reportTemplates.clinicId, clinicId),
        eq(reportTemplates.id, templateId),
        eq(reportTemplateVersions.version, wanted),
      ),
    );
  return row ? { ...row, definition: row.definition as CustomTemplateInput } : undefined;
}

export async function listVersionNumbers(db: Database, clinicId: string, templateId: string): Promise<number[]> {
  const rows = await db
    .select({ version: reportTemplateVersions.version })
    .from(reportTemplateVersions)
    .where(and(eq(reportTemplateVersions.clinicId, clinicId), eq(reportTemplateVersions.templateId, templateId)))
    .orderBy(desc(reportTemplateVersions.version));
  return rows.map((row) => row.version);
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
