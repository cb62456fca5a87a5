import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the server when dist is missing or older than its sources, so the numbers are of this code. */
export function ensureServerBuilt(root: string): string {
  const entry = join(root, 'dist', 'server', 'main.js');
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  const stale = ['core', 'db', 'server'].some((dir) => newestMtime(join(root, dir)) > builtAt);
  if (stale) {
    // stdout is reserved for the JSON report, so the build's own output goes to stderr.
    const result = spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: ['ignore', 2, 2] });
    if (result.status !== 0)
      throw new Error('npm run build:server failed (its output is above); the benchmark needs a current build');
  }
  return entry;
}

/** Builds the web app when dist/web is missing or older than its sources (Lighthouse measures it). */
export function ensureWebBuilt(root: string): void {
  const index = join(root, 'dist', 'web', 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (['core', 'web'].every((dir) => newestMtime(join(root, dir)) <= builtAt)) return;
  const result = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error('npm run build:web failed (its output is above)');
}
