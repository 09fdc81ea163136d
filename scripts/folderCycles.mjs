// Folder-level import cycles (npm run lint:cycles): dpdm finds cycles between files; this finds them between the
// folders that own a concept, so a generic layer that imports a feature which imports it back is refused even when
// no two files form a circle. Units: each top-level folder under an app's or package's src, and each feature folder
// under a folder named `features` (apps/server/src/features/publications); a file directly in src is a unit of its
// own (main.ts, the composition root, imports everything; config.ts is imported by everything).
// Static imports only (import() is skipped, as dpdm --skip-dynamic-imports), type imports included. Test files
// (*.test.ts) are left out: nothing imports them, and a test of a folder may use the whole app.
//   node scripts/folderCycles.mjs [--roots apps/server,packages/core]   (env FOLDER_CYCLES_ROOTS the same)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace packages' names and the src folder each resolves to. */
const packageSrc = { '@plotwise/core': 'packages/core/src', '@plotwise/contracts': 'packages/contracts/src' };

// `import x from '...'`, `import type { a,\n b } from '...'`, `export * from '...'`, `import '...'`; not `import('...')`
const importPattern = /(?:^|[;\n])[ \t]*(?:import|export)\s+(?:[\w*${},\s]+?\s+from\s*)?['"]([^'"\n]+)['"]/g;

/** The module specifiers a file imports statically. */
export function importsOf(source) {
  const out = [];
  for (const m of source.matchAll(importPattern)) out.push(m[1]);
  return out;
}

const toPosix = (p) => p.split(sep).join('/');

/** The repository path of the file a specifier names, or null for a package outside the workspace. */
function resolveImport(repoRoot, fromFile, specifier, exists = existsSync) {
  let base;
  if (specifier.startsWith('.')) base = join(dirname(fromFile), specifier);
  else {
    const pkg = Object.keys(packageSrc).find((p) => specifier === p || specifier.startsWith(`${p}/`));
    if (!pkg) return null;
    base = join(packageSrc[pkg], specifier === pkg ? 'index' : specifier.slice(pkg.length + 1));
  }
  base = toPosix(base).replace(/\.js$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && exists(join(repoRoot, candidate))) return candidate;
  return null;
}

/** The unit of a file: `<root>/<top folder>`, `<root>/features/<feature>`, or the file itself when directly in root. */
export function unitOf(file, roots) {
  const root = roots.find((r) => file.startsWith(`${r}/`));
  if (!root) return null;
  const parts = file.slice(root.length + 1).split('/');
  if (parts.length === 1) return file;
  if (parts[0] === 'features' && parts.length > 2) return `${root}/features/${parts[1]}`;
  return `${root}/${parts[0]}`;
}

/**
 * The unit graph of `files` (repository paths under `roots`, read by `read`): for each edge A -> B one example
 * import (file of A, imported file of B).
 */
function buildGraph(repoRoot, roots, files, read, exists = existsSync) {
  /** @type {Map<string, Map<string, { from: string, to: string }>>} */
  const edges = new Map();
  const units = new Set();
  for (const file of files) {
    const from = unitOf(file, roots);
    if (!from) continue;
    units.add(from);
    if (!edges.has(from)) edges.set(from, new Map());
    for (const spec of importsOf(read(file))) {
      const target = resolveImport(repoRoot, file, spec, exists);
      const to = target && unitOf(target, allRootsOf(target, roots));
      if (!to || to === from || edges.get(from).has(to)) continue;
      units.add(to);
      edges.get(from).set(to, { from: file, to: target });
    }
  }
  return { units, edges };
}

// an import may land in a package that is not among the checked roots (web -> contracts): its unit still counts
const allRootsOf = (target, roots) => (roots.some((r) => target.startsWith(`${r}/`)) ? roots : [target.split('/').slice(0, 3).join('/')]);

/** Strongly connected components with more than one unit (Tarjan), each sorted. */
function tangledComponents(edges) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) out.push(comp.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return out;
}

/** The shortest path from `start` to `goal` inside `within` (breadth first), as a list of units. */
function shortestPath(edges, start, goal, within) {
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    if (v === goal) break;
    for (const w of [...(edges.get(v)?.keys() ?? [])].sort())
      if (within.has(w) && !prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
  }
  const path = [];
  for (let v = goal; v !== null; v = prev.get(v)) path.unshift(v);
  return path;
}

/**
 * The cycles of the graph: for every edge inside a tangle of units, the shortest cycle through it, each once
 * (rotated to start at its smallest unit). Every edge that keeps a tangle together is in at least one of them.
 */
function findCycles(edges) {
  const seen = new Set();
  const cycles = [];
  for (const comp of tangledComponents(edges)) {
    const within = new Set(comp);
    for (const a of comp)
      for (const b of [...edges.get(a).keys()].sort()) {
        if (!within.has(b)) continue;
        const cycle = [a, ...shortestPath(edges, b, a, within).slice(0, -1)];
        const start = cycle.indexOf([...cycle].sort()[0]);
        const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
        const key = rotated.join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        cycles.push(rotated);
      }
  }
  return cycles;
}

/** A cycle as lines: the chain of units, then one example import per edge. */
export function describeCycle(edges, cycle) {
  const lines = [[...cycle, cycle[0]].join(' -> ')];
  cycle.forEach((a, i) => {
    const b = cycle[(i + 1) % cycle.length];
    const e = edges.get(a).get(b);
    lines.push(`    ${e.from} -> ${e.to}`);
  });
  return lines;
}

/** The .ts/.tsx files under a folder (node_modules and dist left out), as repository paths. */
function sourceFiles(repoRoot, dir) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(join(repoRoot, d), { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = `${d}/${e.name}`;
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !/\.(d|test)\.tsx?$/.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** Every app's and package's src folder. */
function allRoots(repoRoot) {
  const out = [];
  for (const group of ['apps', 'packages'])
    for (const name of readdirSync(join(repoRoot, group)).sort()) {
      const src = `${group}/${name}/src`;
      if (existsSync(join(repoRoot, src)) && statSync(join(repoRoot, src)).isDirectory()) out.push(src);
    }
  return out;
}

/** The unit graph of `roots` (repository paths of src folders) under `repoRoot`, and its cycles. */
export function checkFolders(repoRoot, roots) {
  const files = roots.flatMap((r) => sourceFiles(repoRoot, r));
  const { units, edges } = buildGraph(repoRoot, roots, files, (f) => readFileSync(join(repoRoot, f), 'utf8'));
  return { units, edges, cycles: findCycles(edges) };
}

function main() {
  const repoRoot = fileURLToPath(new URL('..', import.meta.url));
  const arg = process.argv.indexOf('--roots');
  const only = (arg >= 0 ? process.argv[arg + 1] : process.env.FOLDER_CYCLES_ROOTS)?.split(',').filter(Boolean);
  const roots = only?.length ? only.map((r) => `${r.replace(/\/+$/, '').replace(/\/src$/, '')}/src`) : allRoots(repoRoot);
  const { units, edges, cycles } = checkFolders(repoRoot, roots);
  const edgeCount = [...edges.values()].reduce((n, m) => n + m.size, 0);
  for (const cycle of cycles) console.log(describeCycle(edges, cycle).join('\n'));
  if (only?.length) console.log(`roots: ${roots.join(', ')}`);
  console.log(`folder cycles: ${cycles.length} (${units.size} units, ${edgeCount} edges)`);
  if (cycles.length) process.exitCode = 1;
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') main();
