import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LogoUploadGrant } from '../../../core/uploads/logo-upload-schema.ts';
import { LOGO_MAX_BYTES, LOGO_UPLOAD_TTL_MS, UPLOAD_MESSAGES as M } from '../../../core/uploads/upload-messages.ts';
import { uploadGrants } from '../../../db/schema/uploads.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { sanitiseUploadOffLoop } from '../../uploads/sanitise-pool.ts';
import { STORED_FILE_TYPES } from '../../uploads/sanitise-upload.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { readCappedBody } from './read-capped-body.ts';

const refused = () => new HttpError(403, M.linkInvalid);
// The rest of an oversized body is not read: closing the connection after the answer stops it.
const tooLarge = () => new HttpError(413, M.fileTooLarge, undefined, { connection: 'close' });

/** One upload permission for the caller's clinic: a fresh random key, valid ten minutes. */
export async function createLogoUploadGrant(deps: AppDeps, scope: RequestScope): Promise<LogoUploadGrant> {
  const now = deps.clock.now();
  const grant = {
    id: randomBytes(16).toString('hex'),
    clinicId: scope.clinicId,
    userId: scope.userId,
    objectKey: `logos/${randomBytes(16).toString('hex')}`,
    expiresAt: new Date(now.getTime() + LOGO_UPLOAD_TTL_MS),
    createdAt: now,
  };
  await deps.db.insert(uploadGrants).values(grant);
  const target = deps.logoStorage.uploadTarget(grant);
  return {
    url: target.url,
    method: 'PUT',
    logoUrl: target.logoUrl,
    expiresAt: grant.expiresAt.toISOString(),
    maxBytes: LOGO_MAX_BYTES,
  };
}

export interface SignedUpload {
  grantId: string;
  expires: number;
  signature: string;
  contentLength: number | undefined;
  body: Readable;
}

/**
 * The local upload endpoint. Order matters: the signature and the grant are checked before a
 * byte is read; the grant is consumed only once the bytes are known to be a real image under
 * 5 MB (decoded, not sniffed), so a refused file (too large, not an image) can be retried with the same URL until it
 * expires. Consuming is one conditional UPDATE, so two racing uploads cannot both win. Expiry
 * is judged by the app clock, not the database's.
 */
export async function receiveLogoUpload(deps: AppDeps, upload: SignedUpload, meta: RequestMeta) {
  const storage = deps.logoStorage;
  if (!storage.write || !storage.verifySignature?.(upload.grantId, upload.expires, upload.signature)) throw refused();
  const now = deps.clock.now();
  if (upload.expires * 1000 <= now.getTime()) throw refused();
  const [grant] = await deps.db
    .select({ objectKey: uploadGrants.objectKey, expiresAt: uploadGrants.expiresAt, usedAt: uploadGrants.usedAt })
    .from(uploadGrants)
    .where(eq(uploadGrants.id, upload.grantId))
    .limit(1);
  if (!grant || grant.usedAt || grant.expiresAt <= now) throw refused();

  if (upload.contentLength !== undefined && upload.contentLength > LOGO_MAX_BYTES) throw tooLarge();
  const bytes = await readCappedBody(upload.body, LOGO_MAX_BYTES);
  if (bytes === 'too-large') throw tooLarge();
  // Decoded and re-encoded (issue 22): a PNG signature alone, or a PNG with HTML after IEND, is
  // refused or reduced to its pixels, and what is stored carries no metadata.
  // Off the event loop: decoding a large image takes seconds of CPU (issue 28).
  const clean = await sanitiseUploadOffLoop(bytes, { allowPdf: false });
  if (!clean.ok && clean.problem === 'too-many-pixels') throw badRequest(M.tooManyPixels);
  if (!clean.ok || clean.kind === 'pdf') throw badRequest(M.invalidImage);
  const type = clean.kind;

  const finalKey = `${grant.objectKey}.${STORED_FILE_TYPES[type].extension}`;
  const [consumed] = await deps.db
    .update(uploadGrants)
    .set({ usedAt: now, objectKey: finalKey })
    .where(
      and(
        eq(uploadGrants.id, upload.grantId),
        eq(uploadGrants.objectKey, grant.objectKey),
        isNull(uploadGrants.usedAt),
        gt(uploadGrants.expiresAt, now),
      ),
    )
    .returning({ clinicId: uploadGrants.clinicId, userId: uploadGrants.userId });
  if (!consumed) throw refused();
  // A failed write after consuming leaves a used grant and no file; the clinic record can never
  // point at it (PUT /api/clinic/logo checks the file exists) and the user simply starts again.
  await storage.write(grant.objectKey, type, clean.bytes);
  await recordAudit(
    deps.db,
    {
      action: 'clinic.logo.upload',
      outcome: 'success',
      clinicId: consumed.clinicId,
      // The upload carries no session; the user who asked for the grant is the one acting.
      actorUserId: consumed.userId,
      entityType: 'upload_grant',
      entityId: upload.grantId,
      details: { type, bytes: clean.bytes.length, uploadedBytes: bytes.length },
    },
    meta,
    now,
  );
  return { logoUrl: storage.publicUrl(finalKey) };
}
