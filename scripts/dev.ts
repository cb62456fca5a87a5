/**
 * `npm run dev`: the API on PORT+1 with reload (tsx watch) and Vite with hot reload on PORT,
 * proxying /api to the API. Both stop together.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const port = Number.parseInt(process.env.PORT ?? '5000', 10);
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port + 1), HOST: '127.0.0.1', PUBLIC_URL: `http://localhost:${port}` },
  }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts', '--port', String(port), '--strictPort'], {
    stdio: 'inherit',
    env: process.env,
  }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) child.on('exit', stopAll);
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
