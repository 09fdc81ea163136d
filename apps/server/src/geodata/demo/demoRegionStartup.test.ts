import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteTemplateDir } from '../../test/pgliteTemplate';
import { prepareTemplate } from '../../test/templateDb';

// The real process: the first start answers HTTP at once and loads the demo region in the background.
const root = new URL('../../../../../', import.meta.url).pathname;
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

function start(env: Record<string, string>) {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', DATABASE_URL: '', ...env },
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

async function until(what: string, ok: () => Promise<boolean> | boolean, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('the demo region on the first start', () => {
  it('answers HTTP while it loads, shows staff the progress, and loads only once', async () => {
    await prepareTemplate();
    const dataDir = mkdtempSync(join(tmpdir(), 'plotwise-demo-start-'));
    dirs.push(dataDir);
    cpSync(pgliteTemplateDir(), dataDir, { recursive: true });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), DEMO_PASSWORD: 'demo-region-pass', DEMO_REGION_PARCELS: '300' };
    const first = start(env);
    await until('health', async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok === true);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'test' },
      body: JSON.stringify({ email: 'staff@demo.plotwise.nl', password: 'demo-region-pass' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const status = async () => (await (await fetch(`${base}/api/admin/demo-region`, { headers: { cookie } })).json()) as { status: string; files: number; runs: unknown[] };
    await until('the demo region', async () => ['ready', 'failed'].includes((await status()).status));
    const s = await status();
    expect(s).toMatchObject({ status: 'ready' });
    expect(s.runs).toHaveLength(s.files);
    expect(first.output()).toMatch(/Demo region: the database has no geodata: generating Knarwijk \(300 parcels/);
    expect(first.output()).toMatch(/Demo region: ready in [\d.]+ s/);
    // ordinary users do not see it
    const user = await fetch(`${base}/api/admin/demo-region`);
    expect(user.status).toBe(401);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = start(env);
    await until('health', async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok === true);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).not.toContain('Demo region: ');
  }, 240_000);
});
