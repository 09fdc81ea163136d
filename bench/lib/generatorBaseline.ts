// The generator of an older commit, for side-by-side figures (issue 40): its packages/core/src is extracted
// from git at bench time into a temporary folder (a copy of old code is never committed) and imported from
// there; tsx compiles it as it does the current code. The folder links this checkout's node_modules so the
// old code finds its dependencies, and is removed when the run ends.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { GeneratorResult } from '../../packages/core/src/generator/generateBuilding';
import type { GeneratorInput } from '../../packages/core/src/generator/generatorInput';

/**
 * An older commit's generator (the same signature as today's, which it has kept). Its results are checked
 * with today's validator, so both generators are measured by the same rules.
 */
export interface BaselineGenerator {
  commit: string;
  generate: (input: GeneratorInput) => GeneratorResult;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Extracts and imports the generator of `commit`; an error text when git or the commit is not there. */
export async function loadBaselineGenerator(commit: string): Promise<BaselineGenerator | { error: string }> {
  if (!/^[0-9a-f]{7,40}$/.test(commit)) return { error: `not a commit hash: ${commit}` };
  const dir = mkdtempSync(join(tmpdir(), `plotwise-generator-${commit}-`));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  try {
    const archive = execFileSync('git', ['archive', commit, 'packages/core/src'], {
      cwd: repoRoot,
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  } catch (e) {
    return { error: `git archive ${commit}: ${(e as Error).message.split('\n')[0]}` };
  }
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const generator = join(dir, 'packages/core/src/generator');
  const versions = (await import(pathToFileURL(join(generator, 'versions.ts')).href)) as {
    generate: BaselineGenerator['generate'];
  };
  return { commit, generate: versions.generate };
}
