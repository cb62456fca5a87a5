import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { findProjectRoot as projectRoot } from '../../server/lib/project-root.ts';

export interface BridgeProcess {
  port: number;
  child: ChildProcess;
  /** Its JSON log lines so far (no patient data: that is one of the things tests read them for). */
  lines: string[];
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/**
 * `npm run bridge` as its own process (server/bridge/main.ts through tsx, as the script runs it),
 * so a test can SIGKILL it like a power cut. Resolves once it listens for the scanner.
 */
export function startBridge(env: {
  portalUrl: string;
  token: string;
  queueDir: string;
  port?: number;
  maxRetryMs?: number;
}): Promise<BridgeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot(), 'server/bridge/main.ts')], {
    cwd: projectRoot(),
    env: {
      PATH: process.env.PATH,
      PORTAL_URL: env.portalUrl,
      BRIDGE_TOKEN: env.token,
      BRIDGE_QUEUE_DIR: env.queueDir,
      BRIDGE_PORT: String(env.port ?? 0),
      BRIDGE_MAX_RETRY_MS: String(env.maxRetryMs ?? 1000),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bridge did not start:\n${lines.join('\n')}`)), 60_000);
    let buffered = '';
    const take = (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        const listening = /"message":"bridge: listening","port":(\d+)/.exec(line);
        if (listening) {
          clearTimeout(timer);
          resolve({ port: Number(listening[1]), child, lines, stop });
        }
      }
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bridge exited (${code}):\n${lines.join('\n')}${buffered}`));
    });
  });
}
