// Bundle the server (and the workspace packages it imports, which ship as TypeScript) into dist/main.js.
// npm dependencies stay external and load from node_modules. Migrations are copied beside the bundle.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

const here = new URL('.', import.meta.url).pathname;
rmSync(`${here}dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${here}src/main.ts`],
  outfile: `${here}dist/main.js`,
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
cpSync(`${here}src/db/migrations`, `${here}dist/migrations`, { recursive: true });
