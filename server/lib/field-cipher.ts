import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { loadOrCreateHexSecret } from '../../db/secret-file.ts';

/** Encrypts single fields at rest (Aadhaar numbers) with AES-256-GCM. */
export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('The data encryption key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
    },
    decrypt(stored) {
      const [version, iv, tag, body] = stored.split(':');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown ciphertext format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * DATA_ENCRYPTION_KEY (64 hex characters) when set — every app server of one deployment needs the
 * same key — otherwise a key made once and kept in the data directory.
 */
export function loadDataEncryptionKey(envValue: string | undefined, dataDir: string): Buffer {
  if (envValue) {
    if (!/^[0-9a-fA-F]{64}$/.test(envValue)) throw new Error('DATA_ENCRYPTION_KEY must be 64 hexadecimal characters');
    return Buffer.from(envValue, 'hex');
  }
  // Made once, written atomically; an empty or malformed file is refused with what to do.
  return Buffer.from(loadOrCreateHexSecret(join(dataDir, 'data-encryption.key'), 'the data encryption key'), 'hex');
}
