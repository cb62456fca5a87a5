import { afterEach, describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_WINDOW_MS,
  type ChunkReloadEnv,
  isReloadingForNewBuild,
  reloadForNewBuild,
  resetChunkReloadForTests,
} from './chunk-reload.ts';

function memoryStorage(): ChunkReloadEnv['storage'] & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

afterEach(() => resetChunkReloadForTests());

describe('reloading once for a new build when a chunk fails to load', () => {
  it('reloads on the first failure, not again within the window (no loop), and again after it', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const at = (now: number): ChunkReloadEnv => ({ storage, now, reload: () => (reloads += 1) });
    expect(reloadForNewBuild(at(1_000_000))).toBe(true);
    expect(reloads).toBe(1);
    expect(isReloadingForNewBuild()).toBe(true);
    // The reloaded page (a fresh module) fails again at once: the error surfaces instead.
    resetChunkReloadForTests();
    expect(reloadForNewBuild(at(1_000_000 + CHUNK_RELOAD_WINDOW_MS - 1))).toBe(false);
    expect(reloads).toBe(1);
    expect(isReloadingForNewBuild()).toBe(false);
    // A later deploy, hours on, reloads the tab again.
    expect(reloadForNewBuild(at(1_000_000 + CHUNK_RELOAD_WINDOW_MS + 3_600_000))).toBe(true);
    expect(reloads).toBe(2);
  });

  it('reloads only once however many chunks fail on the same page', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const env = { storage, now: 5_000_000, reload: () => (reloads += 1) };
    expect([reloadForNewBuild(env), reloadForNewBuild(env), reloadForNewBuild(env)]).toEqual([true, true, true]);
    expect(reloads).toBe(1);
  });

  it('does not reload when it cannot remember having reloaded', () => {
    let reloads = 0;
    const reload = () => (reloads += 1);
    expect(reloadForNewBuild({ storage: null, now: 1, reload })).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(reloadForNewBuild({ storage: throwing, now: 1, reload })).toBe(false);
    expect(reloads).toBe(0);
  });
});
