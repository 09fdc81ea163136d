import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteTemplateDir } from './test/pgliteTemplate';
import { prepareTemplate } from './test/templateDb';

// The real process: start-up, configuration errors and a clean SIGTERM (embedded database).
const root = new URL('../../../', import.meta.url).pathname;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', DATABASE_URL: '', DEMO_REGION_PARCELS: '0', ...env },
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

async function waitHealthy(base: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('the server process', () => {
  it('refuses bad configuration with one line per variable and exit code 2', async () => {
    const s = startServer({ PORT: 'eighty', SESSION_DAYS: '0' });
    expect(await s.exited).toBe(2);
    expect(s.output()).toContain('Invalid configuration:');
    expect(s.output()).toMatch(/^PORT: .*"eighty"/m);
    expect(s.output()).toMatch(/^SESSION_DAYS: /m);
  });

  it('seeds the demo users, and after SIGTERM keeps every committed write', async () => {
    await prepareTemplate();
    const dataDir = mkdtempSync(join(tmpdir(), 'plotwise-life-'));
    dirs.push(dataDir);
    cpSync(pgliteTemplateDir(), dataDir, { recursive: true });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), DEMO_PASSWORD: 'lifecycle-pass' };
    const first = startServer(env);
    await waitHealthy(base);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'test' },
      body: JSON.stringify({ email: 'user@demo.plotwise.nl', password: 'lifecycle-pass' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const created = await fetch(`${base}/api/locations/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'test', cookie },
      body: JSON.stringify({ name: 'Blijft bewaard', lat: 52.09, lon: 5.12 }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM');

    const second = startServer(env);
    await waitHealthy(base);
    const back = await fetch(`${base}/api/locations/detail/${id}`, { headers: { cookie } });
    expect(back.status).toBe(200);
    expect(((await back.json()) as { name: string }).name).toBe('Blijft bewaard');
    expect(second.output()).not.toContain('Seeded'); // the seed runs on an empty database only
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
