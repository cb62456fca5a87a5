import { STORAGE_KEYS } from './storage-keys.ts';

const RELOADED_AT_KEY = STORAGE_KEYS.chunkReloadAt;
/** A second failure this soon after the reload is not a stale tab: let it surface. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

export interface ChunkReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: number;
  reload: () => void;
}

let reloading = false;

function browserEnv(): ChunkReloadEnv {
  let storage: ChunkReloadEnv['storage'] = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Blocked storage (some privacy settings throw on access): no guard, so no reload.
  }
  return { storage, now: Date.now(), reload: () => window.location.reload() };
}

/**
 * After a deploy, a tab still running the old build asks for chunks that no longer exist (the
 * server answers 404). Reloading once gets the new build instead of a broken screen. A second
 * failure within CHUNK_RELOAD_WINDOW_MS (the network is down, the build itself is broken) is let
 * through to the error screen, so the page never reloads in a loop; without storage to remember
 * the reload there is no such guard, so no reload either. True when it reloads.
 */
export function reloadForNewBuild(env: ChunkReloadEnv = browserEnv()): boolean {
  if (reloading) return true;
  try {
    if (!env.storage) return false;
    const last = Number(env.storage.getItem(RELOADED_AT_KEY) ?? 0);
    if (env.now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    env.storage.setItem(RELOADED_AT_KEY, String(env.now));
  } catch {
    return false;
  }
  reloading = true;
  env.reload();
  return true;
}

/** Whether this page is on its way to the new build (a lazy screen then waits, blank, for it). */
export function isReloadingForNewBuild(): boolean {
  return reloading;
}

/** For tests: the page did not actually go away. */
export function resetChunkReloadForTests(): void {
  reloading = false;
}
