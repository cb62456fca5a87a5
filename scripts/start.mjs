// `npm start`: builds whatever is missing or older than its sources, then runs the server as a
// child process. Plain JavaScript so it runs before anything is compiled.
import { spawn, spawnSync } from 'node:child_process';
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

// The build's own output (a hundred lines of bundle sizes) is shown only when it fails.
function build(script, what) {
  process.stdout.write(`Building the ${what}…\n`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    process.stderr.write(`Building the ${what} failed (npm run ${script}).\n`);
    process.exit(result.status ?? 1);
  }
}

const serverEntry = join(root, 'dist', 'server', 'main.js');
// The prerendered landing page is written last by build:web, so it dates the whole web build.
const webEntry = join(root, 'dist', 'web', 'prerendered', 'landing.html');
if (isStale(serverEntry, ['core', 'db', 'server'])) build('build:server', 'server');
if (isStale(webEntry, ['core', 'web'])) build('build:web', 'web app (about a minute)');

// A child rather than an import, so that a signal to this launcher (a service manager stopping
// it) reaches the server, and the launcher ends with the server's own exit code. The IPC channel
// is the server's lifeline: if this launcher dies, even by kill -9, the channel closes and the
// server shuts down (server/main.ts) rather than serve on as an orphan.
const child = spawn(process.execPath, [serverEntry], { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
const stopServer = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopServer(signal));

// npm 11 does not pass SIGTERM on to its script: `npm start` under a service manager exits and
// leaves this launcher, the portal and its PostgreSQL running (issue 28 C). So when our parent
// goes away (we are re-parented, and process.ppid changes), the portal is stopped as on SIGTERM.
// Service managers should run `node scripts/start.mjs` itself (deploy/); this is the safety net.
const parent = process.ppid;
const PARENT_POLL_MS = 500;
const parentWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(parentWatch);
  stopServer('SIGTERM');
}, PARENT_POLL_MS);

child.on('exit', (code, signal) => {
  clearInterval(parentWatch);
  process.exit(code ?? (signal ? 1 : 0));
});
