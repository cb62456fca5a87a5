import { and, eq, like, or } from 'drizzle-orm';
import { CLINIC_MESSAGES } from '../../../core/messages.ts';
import { uploadGrants } from '../../../db/schema/uploads.ts';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../lib/http-errors.ts';

/**
 * A logo URL the clinic may store: one of our storage's URLs, under a key granted to this very
 * clinic, and (locally) uploaded and present on disk. Answers the canonical URL, with the
 * sniffed extension, or 400 — so no javascript:, data:, tracking pixel or other clinic's logo.
 */
export async function resolveOwnLogoUrl(deps: AppDeps, clinicId: string, url: string): Promise<string> {
  const invalid = () => badRequest(CLINIC_MESSAGES.logoUrlInvalid, 'logoUrl');
  const storage = deps.logoStorage;
  const key = storage.keyFromUrl(url);
  if (!key) throw invalid();
  // The key is 32 hex characters (checked above), so it is safe inside a LIKE pattern.
  const [grant] = await deps.db
    .select({ objectKey: uploadGrants.objectKey, usedAt: uploadGrants.usedAt })
    .from(uploadGrants)
    .where(
      and(
        eq(uploadGrants.clinicId, clinicId),
        or(eq(uploadGrants.objectKey, `logos/${key}`), like(uploadGrants.objectKey, `logos/${key}.%`)),
      ),
    )
    .limit(1);
  if (!grant) throw invalid();
  if (storage.kind === 'local' && !grant.usedAt) throw invalid();
  if (!(await storage.exists(grant.objectKey))) throw invalid();
  return storage.publicUrl(grant.objectKey);
}
