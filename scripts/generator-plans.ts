// The plans of docs/generator.md (issue #40 item 7): for a typical input of every block type (the first seed of the
// quality suite's random inputs whose result the current generator builds), the storey that holds dwellings (else the
// ground floor) drawn by today's renderer with its English words, for the current generator and for the one at
// d47c8ef (before the design rules of issue 22 and the storage and reach work). Both are drawn by today's renderer, so
// the pictures differ only by what each generator laid out.
//   npx tsx scripts/generator-plans.ts [--baseline <commit>] [--out docs/generator-plans]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBaselineGenerator } from '../bench/lib/generatorBaseline';
import type { BuildingModel } from '../packages/core/src/generator/buildingModel';
import { generate } from '../packages/core/src/generator/index';
import { qualityBlockTypes, randomInput } from '../packages/core/src/generator/quality/randomInputs';
import { renderFloorSvg, type PlanSpaceKind } from '../packages/core/src/generator/renderFloorSvg';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, arg('--out', 'docs/generator-plans'));
const baselineCommit = arg('--baseline', 'd47c8ef');
const words = JSON.parse(readFileSync(join(root, 'apps/web/src/i18n/en.json'), 'utf8')).conceptPlanview.space as Record<PlanSpaceKind, string>;
const spaceWords = Object.fromEntries(Object.entries(words).map(([k, w]) => [k, w.toLowerCase()])) as Record<PlanSpaceKind, string>;

/** The storey a plan shows: the first with dwellings (or offices, bays), else the ground floor. */
function planFloor(model: BuildingModel): number {
  const floors = model.children.floors;
  const withUnits = floors.findIndex((f) => f.kind === 'storey' && f.level > 0 && f.spaces.some((s) => s.category === 'unit'));
  const any = floors.findIndex((f) => f.kind === 'storey' && f.spaces.some((s) => s.category === 'unit'));
  return withUnits >= 0 ? withUnits : Math.max(0, any);
}

const units = (model: BuildingModel) =>
  model.children.floors.reduce((n, f) => n + f.repeat_count * f.spaces.filter((s) => s.category === 'unit' && s.counts_as_unit).length, 0) *
  Math.max(1, model.shape.instances.length);

const baseline = await loadBaselineGenerator(baselineCommit);
if ('error' in baseline) console.log(`(no baseline: ${baseline.error})`);
mkdirSync(out, { recursive: true });
for (const blocktype of qualityBlockTypes) {
  let seed = 1;
  while (seed < 50 && units(generate(randomInput(blocktype, seed)).model) === 0 && !['parking', 'distribution_centre'].includes(blocktype)) seed++;
  const input = randomInput(blocktype, seed);
  const draw = (label: string, model: BuildingModel) => {
    const index = planFloor(model);
    const svg = renderFloorSvg(model, index, { scale: 6, spaceWords, dimensionLabel: (m) => `${m.toFixed(1)} m` });
    writeFileSync(join(out, `${blocktype}-${label}.svg`), svg);
    const floor = model.children.floors[index];
    console.log(`${blocktype} seed ${seed} ${label}: storey ${floor?.level ?? '-'}, ${units(model)} units in the building, ${(svg.length / 1024).toFixed(0)} KB`);
  };
  draw('now', generate(input).model);
  if (!('error' in baseline)) draw(baseline.commit, baseline.generate(input).model);
}
