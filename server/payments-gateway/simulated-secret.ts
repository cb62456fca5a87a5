import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Without RAZORPAY_KEY_SECRET the simulated gateway signs with a secret made once per data dir. */
export function loadOrCreateSimulatedSecret(dataDir: string): string {
  const path = join(dataDir, 'simulated-gateway.secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
