// The folder cycle check (npm run lint:cycles) on a small tree written to a temporary folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFolders, describeCycle, importsOf, unitOf } from './folderCycles.mjs';

const root = mkdtempSync(join(tmpdir(), 'folder-cycles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

write({
  // a generic layer that imports a feature (from a subfolder), which imports it back: the cycle to find
  'apps/x/src/entities/hooks.ts': "import { rule } from '../features/users/rules/rule';\nexport const hooks = [rule];\n",
  'apps/x/src/features/users/rules/rule.ts': "import type {\n  Writer,\n} from '../../../entities/writer';\nexport const rule = (w: Writer) => w;\n",
  'apps/x/src/entities/writer.ts': 'export type Writer = number;\n',
  // a feature that uses another one and the generic layer: no cycle
  'apps/x/src/features/search/run.ts': "import { rule } from '../users/rules/rule';\nimport { hooks } from '../../entities/hooks';\nexport const run = [rule, hooks];\n",
  // a lazy import back is not an edge (as dpdm --skip-dynamic-imports); a test file is left out
  'apps/x/src/http/app.ts': "import { run } from '../features/search/run';\nexport const app = run;\n",
  'apps/x/src/features/search/lazy.ts': "export const load = () => import('../../http/app');\n",
  'apps/x/src/features/search/run.test.ts': "import { app } from '../../http/app';\nexport const t = app;\n",
  // a file directly in src is a unit of its own
  'apps/x/src/main.ts': "import { app } from './http/app';\nexport default app;\n",
});

describe('folderCycles', () => {
  it('finds the cycle between a generic folder and a feature, with one import per edge, and nothing else', () => {
    const { units, edges, cycles } = checkFolders(root, ['apps/x/src']);
    expect([...units].sort()).toEqual(['apps/x/src/entities', 'apps/x/src/features/search', 'apps/x/src/features/users', 'apps/x/src/http', 'apps/x/src/main.ts']);
    expect(cycles).toEqual([['apps/x/src/entities', 'apps/x/src/features/users']]);
    expect(describeCycle(edges, cycles[0]!)).toEqual([
      'apps/x/src/entities -> apps/x/src/features/users -> apps/x/src/entities',
      '    apps/x/src/entities/hooks.ts -> apps/x/src/features/users/rules/rule.ts',
      '    apps/x/src/features/users/rules/rule.ts -> apps/x/src/entities/writer.ts',
    ]);
    expect(edges.get('apps/x/src/features/search')?.has('apps/x/src/http')).toBe(false);
  });

  it('finds none once the generic folder stops importing the feature', () => {
    write({ 'apps/x/src/entities/hooks.ts': 'export const hooks: unknown[] = [];\n' });
    expect(checkFolders(root, ['apps/x/src']).cycles).toEqual([]);
  });

  it('reads static imports and exports, not import()', () => {
    expect(importsOf("import a from './a';\nexport * from \"./b\";\nimport './c';\nexport { d } from './d';\nconst e = await import('./e');")).toEqual(['./a', './b', './c', './d']);
  });

  it('puts a file in its top folder, its feature folder, or its own unit directly in src', () => {
    const roots = ['apps/x/src'];
    expect(unitOf('apps/x/src/http/deep/a.ts', roots)).toBe('apps/x/src/http');
    expect(unitOf('apps/x/src/features/users/rules/rule.ts', roots)).toBe('apps/x/src/features/users');
    expect(unitOf('apps/x/src/main.ts', roots)).toBe('apps/x/src/main.ts');
    expect(unitOf('apps/y/src/a/b.ts', roots)).toBeNull();
  });
});
