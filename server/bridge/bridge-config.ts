import { resolve } from 'node:path';

export interface BridgeConfig {
  /** The portal, e.g. https://portal.example.in: only outbound HTTPS (plain http to this PC only). */
  portalUrl: string;
  /** Settings → Scanners → "Make bridge token" (usgb_…). */
  token: string;
  /**
   * The token this one replaced, only to open objects it sealed that still wait in the queue
   * (decision 025); never sent to the portal. Unset once the log says none are left.
   */
  previousToken: string | null;
  /** The LAN port the scanner sends to (11112, DICOM's registered port). */
  port: number;
  /** Where received objects wait, fsynced, until the portal has them. */
  queueDir: string;
  /** The AE title the machine calls; unset, the portal's own (DICOM_AE_TITLE, usually USGPORTAL). */
  aeTitle: string | null;
  /** The longest wait between upload retries. */
  maxRetryMs: number;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const TOKEN = /^usgb_[A-Za-z0-9_-]{20,100}$/;

/** Reads the bridge's settings; a wrong one stops it at start with what to fix. */
export function readBridgeConfig(env: NodeJS.ProcessEnv): BridgeConfig {
  const problems: string[] = [];
  let portalUrl = '';
  try {
    const url = new URL(env.PORTAL_URL ?? '');
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
      problems.push('PORTAL_URL must start with https:// (plain http only to this computer)');
    portalUrl = url.origin;
  } catch {
    problems.push('PORTAL_URL is required, e.g. https://portal.example.in');
  }
  const token = (env.BRIDGE_TOKEN ?? '').trim();
  if (!TOKEN.test(token))
    problems.push('BRIDGE_TOKEN is required: make one in Settings → Scanners (it starts with usgb_)');
  const previousToken = (env.BRIDGE_PREVIOUS_TOKEN ?? '').trim() || null;
  if (previousToken && !TOKEN.test(previousToken))
    problems.push('BRIDGE_PREVIOUS_TOKEN must be the earlier bridge token (it starts with usgb_), or unset');
  const port = Number(env.BRIDGE_PORT ?? '11112');
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push('BRIDGE_PORT must be a port number');
  const aeTitle = env.BRIDGE_AE_TITLE?.trim().toUpperCase() || null;
  if (aeTitle && !/^[A-Z0-9_-]{1,16}$/.test(aeTitle))
    problems.push('BRIDGE_AE_TITLE must be 1–16 capital letters, digits, _ or -');
  const maxRetryMs = Number(env.BRIDGE_MAX_RETRY_MS ?? '60000');
  if (!Number.isFinite(maxRetryMs) || maxRetryMs < 100) problems.push('BRIDGE_MAX_RETRY_MS must be at least 100');
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return {
    portalUrl,
    token,
    previousToken: previousToken === token ? null : previousToken,
    port,
    queueDir: resolve(env.BRIDGE_QUEUE_DIR || './data/bridge-queue'),
    aeTitle,
    maxRetryMs,
  };
}
