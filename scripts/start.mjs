// `npm start`: builds whatever is missing or older than its sources, then runs the server.
// Plain JavaScript so it runs before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

function run(script) {
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const serverEntry = join(root, 'dist', 'server', 'main.js');
// The prerendered landing page is written last by build:web, so it dates the whole web build.
const webEntry = join(root, 'dist', 'web', 'prerendered', 'landing.html');
if (isStale(serverEntry, ['core', 'db', 'server'])) run('build:server');
if (isStale(webEntry, ['core', 'web'])) run('build:web');

await import(serverEntry);
