// Bundle the server (and the workspace packages it imports, which ship as TypeScript) into dist/main.js, and the
// site-search worker thread into dist/searchWorker.js beside it (searchPool.ts starts it from there).
// npm dependencies stay external and load from node_modules. Migrations are copied beside the bundle.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

const here = new URL('.', import.meta.url).pathname;
// SERVER_OUT_DIR: a build of one's own (e2e runs take it through PLOTWISE_SERVER_ENTRY)
const out = process.env.SERVER_OUT_DIR ? `${process.env.SERVER_OUT_DIR.replace(/\/$/, '')}/` : `${here}dist/`;
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { main: `${here}src/main.ts`, searchWorker: `${here}src/features/search/searchWorker.ts` },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@plotwise/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(`${here}src/db/migrations`, `${out}migrations`, { recursive: true });
