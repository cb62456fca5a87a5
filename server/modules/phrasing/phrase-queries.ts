import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { forgottenPhrases } from '../../../db/schema/forgotten-phrases.ts';
import { reports } from '../../../db/schema/reports.ts';

/** How many of the doctor's latest finalized reports are read: enough to learn a habit, bounded per keystroke. */
export const PHRASING_REPORTS_READ = 300;

export interface PhraseOwner {
  clinicId: string;
  doctorId: string;
  templateId: string;
  section: string;
}

/** The doctor a finalized report is theirs: who signed it, else the doctor it was written for. */
const reportDoctor = sql`coalesce(${reports.signedDoctorId}, ${reports.doctorId})`;
const reportTemplate = sql`coalesce(${reports.templateId}, ${reports.reportType})`;

/**
 * The section's text in the doctor's finalized reports of this template in this clinic, newest
 * first. The clinic is the session's: another clinic's reports are never read (DESIGN §3.4).
 */
export async function listWrittenSections(db: Database, owner: PhraseOwner): Promise<{ text: string }[]> {
  const column =
    owner.section === 'impression'
      ? reports.impression
      : owner.section === 'recommendations'
        ? reports.recommendations
        : sql<string | null>`${reports.sectionValues} ->> ${owner.section}`;
  const rows = await db
    .select({ text: column })
    .from(reports)
    .where(
      and(
        eq(reports.clinicId, owner.clinicId),
        ne(reports.status, 'draft'),
        sql`${reportDoctor} = ${owner.doctorId}`,
        sql`${reportTemplate} = ${owner.templateId}`,
      ),
    )
    .orderBy(desc(sql`coalesce(${reports.finalizedAt}, ${reports.createdAt})`), desc(reports.id))
    .limit(PHRASING_REPORTS_READ);
  return rows.flatMap((row) => (typeof row.text === 'string' && row.text.trim() ? [{ text: row.text }] : []));
}

const ownerIs = (owner: PhraseOwner) =>
  and(
    eq(forgottenPhrases.clinicId, owner.clinicId),
    eq(forgottenPhrases.doctorId, owner.doctorId),
    eq(forgottenPhrases.templateId, owner.templateId),
    eq(forgottenPhrases.section, owner.section),
  );

export async function listForgottenHashes(db: Database, owner: PhraseOwner): Promise<Set<string>> {
  const rows = await db.select({ hash: forgottenPhrases.phraseHash }).from(forgottenPhrases).where(ownerIs(owner));
  return new Set(rows.map((row) => row.hash));
}

/** Forgetting twice is forgetting once. */
export async function insertForgotten(db: Database, owner: PhraseOwner, phraseHash: string): Promise<void> {
  await db
    .insert(forgottenPhrases)
    .values({ ...owner, phraseHash })
    .onConflictDoNothing();
}

export async function deleteForgotten(db: Database, owner: PhraseOwner, phraseHash: string): Promise<void> {
  await db.delete(forgottenPhrases).where(and(ownerIs(owner), eq(forgottenPhrases.phraseHash, phraseHash)));
}
