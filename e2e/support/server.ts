import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO = resolve(import.meta.dirname, '..', '..');
export const DEMO_PASSWORD = 'e2e-demo-password-2024';
export const DEMO_USERS = {
  staff: 'staff@demo.plotwise.nl',
  admin: 'admin@demo.plotwise.nl',
  user: 'user@demo.plotwise.nl',
} as const;

export interface RunningServer {
  baseUrl: string;
  port: number;
  log: () => string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

/**
 * Starts the real built server (npm run build first) on a free port with a fresh PGlite data directory,
 * serving the built web app, and waits for /api/health. PLOTWISE_SERVER_ENTRY may point at another build.
 */
export async function startServer(options: { timeoutMs?: number; env?: (baseUrl: string) => Record<string, string> } = {}): Promise<RunningServer> {
  const entry = resolve(REPO, process.env.PLOTWISE_SERVER_ENTRY ?? 'apps/server/dist/main.js');
  const webDist = resolve(REPO, 'apps/web/dist');
  if (!existsSync(entry)) throw new Error(`No server build at ${entry}: run npm run build first`);
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`No web build at ${webDist}: run npm run build first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'plotwise-e2e-'));
  const port = await freePort();
  const extraEnv = options.env?.(`http://127.0.0.1:${port}`) ?? {};
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_PASSWORD, WEB_DIST: webDist, NODE_ENV: 'production', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Server exited with ${child.exitCode} before it was ready:\n${output.slice(-3000)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok && ((await res.json()) as { status?: string }).status === 'ok') return { baseUrl, port, log: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`Server not ready within the time limit:\n${output.slice(-3000)}`);
}
