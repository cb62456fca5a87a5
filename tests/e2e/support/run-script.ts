import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');

export interface ScriptRun {
  child: ChildProcess;
  /** Its exit code and everything it printed, once it has exited. */
  done: Promise<{ code: number | null; output: string }>;
}

/**
 * A script of scripts/ (backup.ts, restore.ts, …) as one node process on the embedded database of
 * `dataDir`, as `npm run <script>` runs it but without the npm/tsx wrappers, so a SIGKILL hits the
 * script itself.
 */
export function startScript(name: string, dataDir: string, args: string[] = []): ScriptRun {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', name), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
  return { child, done };
}
