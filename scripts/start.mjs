// npm start: build what is missing or out of date (web app and server bundle), then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Newest modification time of the files under the given folders. */
function newest(dirs) {
  let t = 0;
  const walk = (d) => {
    if (!existsSync(d)) return;
    if (!statSync(d).isDirectory()) {
      t = Math.max(t, statSync(d).mtimeMs);
      return;
    }
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else t = Math.max(t, statSync(p).mtimeMs);
    }
  };
  dirs.forEach((d) => walk(join(root, d)));
  return t;
}
const builtAt = (file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0);

function run(args) {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const shared = ['packages/core/src', 'packages/contracts/src'];
// two builds write the web dist (the app's, then the public pages' on Preact: apps/web/vite.pub.config.ts)
const webBuiltAt = Math.min(builtAt('apps/web/dist/index.html'), builtAt('apps/web/dist/pub.html'));
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/pub.html'].concat(
  ['vite.config.ts', 'vite.pub.config.ts', 'vitePlugins.ts'].map((f) => `apps/web/${f}`),
);
if (webBuiltAt < newest([...shared, ...webSources])) {
  console.log('Building the web app ...');
  run(['run', 'build', '-w', 'apps/web']);
}
if (builtAt('apps/server/dist/main.js') < newest([...shared, 'apps/server/src'])) {
  console.log('Building the server ...');
  run(['run', 'build', '-w', 'apps/server']);
}
const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
