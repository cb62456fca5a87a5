import type { Listen } from '../../../db/client.ts';
import type { SessionCache } from './session-cache.ts';

/** Migration 0011's triggers announce here, at commit, whatever changes a resolved session. */
export const AUTH_CHANGE_CHANNEL = 'auth_change';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 30_000;

export interface AuthChangeListener {
  /** Resolves after the first attempt to listen, successful or not (a failure keeps retrying). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Log {
  warn(obj: object, message: string): void;
}

/** Applies one notification payload (`session:<sid>`, `user:<id>`, `clinic:<id>`) to the cache. */
export function applyAuthChange(cache: SessionCache, payload: string): void {
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  const id = payload.slice(colon + 1);
  if (kind === 'session') cache.evictSession(id);
  else if (kind === 'user') cache.evictUser(id);
  else if (kind === 'clinic') cache.evictClinic(id);
  // Unknown payloads come from a newer trigger than this code: the safe answer is to forget all.
  else cache.clear();
}

/**
 * Keeps the session cache true: active only while LISTEN is confirmed; on losing the connection
 * it drops every entry, stops caching and reconnects with exponential backoff until stopped.
 * Logs carry no payloads (they hold session ids).
 */
export function createAuthChangeListener(listen: Listen, cache: SessionCache, log: Log): AuthChangeListener {
  let unlisten: (() => Promise<void>) | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const onLost = (error: Error) => {
    cache.setActive(false);
    unlisten = null;
    log.warn({ err: error }, 'session cache off: lost the auth_change listener, reconnecting');
    scheduleRetry();
  };

  const scheduleRetry = () => {
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async (): Promise<void> => {
    retryTimer = null;
    try {
      const handle = await listen(AUTH_CHANGE_CHANNEL, (payload) => applyAuthChange(cache, payload), onLost);
      if (stopped) {
        await handle();
        return;
      }
      unlisten = handle;
      retryMs = FIRST_RETRY_MS;
      cache.setActive(true);
    } catch (error) {
      log.warn({ err: error }, 'session cache off: cannot listen for auth_change, retrying');
      scheduleRetry();
    }
  };

  return {
    start: connect,
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      cache.setActive(false);
      const handle = unlisten;
      unlisten = null;
      await handle?.();
    },
  };
}
