import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * One queued object as it lies on the clinic PC's disk (decision 025): AES-256-GCM under a key
 * derived from the bridge token, so the queue folder copied to a pen drive, a backup of the PC or
 * a shared Windows account (where file modes mean nothing) shows no patient and no image.
 *
 *   "USGBQ" 0 1 0 | key id (8) | IV (12) | ciphertext … | tag (16)
 *
 * The key id says which token sealed it, so a file from before a token change is recognised as
 * such (and can be re-sealed with BRIDGE_PREVIOUS_TOKEN) rather than taken for damage. The header
 * and the file's name (its SOP Instance UID) are authenticated too: a file renamed onto another
 * object's name, cut short by a crash or changed on disk fails the check and is never uploaded.
 */
const MAGIC = Buffer.from([0x55, 0x53, 0x47, 0x42, 0x51, 0x00, 0x01, 0x00]);
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + IV_BYTES;

export interface QueueKey {
  /** Names the key without revealing it: another HKDF output of the same token. */
  id: Buffer;
  key: Buffer;
}

const SALT = 'usg-portal bridge';

export function queueKeyOf(token: string): QueueKey {
  return {
    key: Buffer.from(hkdfSync('sha256', token, SALT, 'disk queue v1', 32)),
    id: Buffer.from(hkdfSync('sha256', token, SALT, 'disk queue key id v1', KEY_ID_BYTES)),
  };
}

const aadOf = (header: Buffer, name: string) => Buffer.concat([header, Buffer.from(name, 'utf8')]);

/** The sealed bytes of `plain` (the parts of one Part 10 file) for the file called `name`. */
export function seal(key: QueueKey, name: string, plain: Buffer[]): Buffer[] {
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, key.id, iv]);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(aadOf(header, name));
  const body = plain.map((part) => cipher.update(part));
  return [header, ...body, cipher.final(), cipher.getAuthTag()];
}

/** What a file in the queue folder is, from its first bytes. */
export type FileKind =
  | { kind: 'sealed'; keyId: Buffer }
  /** A plain Part 10 file, as bridges before sealing queued them. */
  | { kind: 'plain-dicom' }
  | { kind: 'unknown' };

export function kindOf(file: Buffer): FileKind {
  if (file.length >= HEADER_BYTES + TAG_BYTES && file.subarray(0, MAGIC.length).equals(MAGIC))
    return { kind: 'sealed', keyId: file.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES) };
  if (file.length >= 132 && file.toString('latin1', 128, 132) === 'DICM') return { kind: 'plain-dicom' };
  return { kind: 'unknown' };
}

/** The plain bytes, or null when the file is not intact under this key (cut short, changed, renamed). */
export function unseal(key: QueueKey, name: string, file: Buffer): Buffer | null {
  const kind = kindOf(file);
  if (kind.kind !== 'sealed' || !kind.keyId.equals(key.id)) return null;
  const header = file.subarray(0, HEADER_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, header.subarray(MAGIC.length + KEY_ID_BYTES));
    decipher.setAAD(aadOf(header, name));
    decipher.setAuthTag(file.subarray(file.length - TAG_BYTES));
    return Buffer.concat([decipher.update(file.subarray(HEADER_BYTES, file.length - TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}
