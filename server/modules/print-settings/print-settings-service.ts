import { eq } from 'drizzle-orm';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../../core/print/print-settings.ts';
import type { Database } from '../../../db/client.ts';
import { printSettings } from '../../../db/schema/print-settings.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';

/** The clinic's choice, or plain paper when it never chose. */
export async function getPrintSettings(db: Database, scope: Pick<RequestScope, 'clinicId'>): Promise<PrintSettings> {
  const [row] = await db
    .select({
      layout: printSettings.layout,
      letterheadTopMm: printSettings.letterheadTopMm,
      letterheadBottomMm: printSettings.letterheadBottomMm,
      bilingualHeadings: printSettings.bilingualHeadings,
    })
    .from(printSettings)
    .where(eq(printSettings.clinicId, scope.clinicId));
  if (!row) return DEFAULT_PRINT_SETTINGS;
  return { ...row, layout: row.layout === 'letterhead' ? 'letterhead' : 'plain' };
}

export async function savePrintSettings(
  deps: AppDeps,
  scope: RequestScope,
  input: PrintSettings,
  meta: RequestMeta,
): Promise<PrintSettings> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const values = { ...input, updatedBy: scope.userId, updatedAt: now };
    await tx
      .insert(printSettings)
      .values({ clinicId: scope.clinicId, ...values })
      .onConflictDoUpdate({ target: printSettings.clinicId, set: values });
    await recordMemberAction(
      tx,
      scope,
      {
        action: 'clinic.print_settings.update',
        entityType: 'clinic',
        entityId: scope.clinicId,
        details: { printLayout: input.layout, bilingualHeadings: input.bilingualHeadings },
      },
      meta,
      now,
    );
  });
  return input;
}
