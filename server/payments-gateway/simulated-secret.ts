import { join } from 'node:path';
import { loadOrCreateHexSecret } from '../../db/secret-file.ts';

/** Without RAZORPAY_KEY_SECRET the simulated gateway signs with a secret made once per data dir. */
export function loadOrCreateSimulatedSecret(dataDir: string): string {
  return loadOrCreateHexSecret(join(dataDir, 'simulated-gateway.secret'), 'the simulated gateway secret');
}
