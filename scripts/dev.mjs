// npm run dev: the server from source, restarted on change (tsx watch, port 3000), the web app from the Vite
// dev server (http://localhost:5173, /api proxied to the server) and the public /pub pages from their own build's
// dev server on Preact (http://localhost:5174/pub/..., apps/web/vite.pub.config.ts). Ctrl-C stops all three.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
// the server runs from the root, so its data folder is the same ./data as npm start's
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev:pub', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (code) => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exit(code);
};
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(0));
for (const c of children) c.on('exit', (code) => stop(code ?? 1));
