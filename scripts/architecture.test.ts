// ARCHITECTURE.md stays a true map: every source folder of the apps and packages has a line in its folder tree.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

/** Folders of the tree block under "## Folders": each line's first word ending in "/" nests by indentation. */
function foldersInTree(markdown: string): Set<string> {
  const block = markdown.split('## Folders')[1]!.split('```')[1]!;
  const stack: { indent: number; path: string }[] = [];
  const out = new Set<string>();
  for (const line of block.split('\n')) {
    const m = /^( *)(\S+\/)(\s|$)/.exec(line);
    if (!m) continue;
    const indent = m[1]!.length;
    while (stack.length && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const path = (stack.length ? stack[stack.length - 1]!.path : '') + m[2]!;
    stack.push({ indent, path });
    out.add(path.replace(/\/$/, ''));
  }
  return out;
}

function sourceFolders(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(join(root, dir), { withFileTypes: true }))
      if (e.isDirectory()) {
        out.push(`${dir}/${e.name}`);
        walk(`${dir}/${e.name}`);
      }
  };
  for (const group of ['apps', 'packages'])
    for (const name of readdirSync(join(root, group))) {
      try {
        walk(`${group}/${name}/src`);
      } catch {
        // a package without src/
      }
    }
  return out.sort();
}

describe('ARCHITECTURE.md', () => {
  const tree = foldersInTree(readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8'));

  it('names every folder under apps/*/src and packages/*/src', () => {
    expect(sourceFolders().filter((f) => !tree.has(f))).toEqual([]);
  });

  it('names no folder that is gone', () => {
    const present = new Set(sourceFolders());
    const gone = [...tree].filter((f) => /^(apps|packages)\/[^/]+\/src\/./.test(f) && !present.has(f));
    expect(gone).toEqual([]);
  });
});
