// Generator benchmark: the standard concept of the generator issue, 100 runs, p50/p95 and units per second,
// then 1 000 variants of a concept. Targets: concept p50 <= 20 ms, 1 000 variants <= 10 s (Node).
import { performance } from 'node:perf_hooks';
import {
  generate,
  generateVariants,
  standardConcept,
  standardUnits,
  exampleInput,
  unitRefs,
  featureExamples,
} from '../packages/core/src/generator/index';
import type { UnitInput } from '../packages/core/src/generator/index';
import { forgetLayouts } from '../packages/core/src/generator/layout/blockMemo';
import { mustHold, sized } from './lib/smoke';

const runs = sized(100, 3);
const concept = standardConcept();
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

// Warm-up so the JIT has seen every block type before timing.
for (let i = 0; i < sized(50, 1); i++) for (const b of concept) generate(b);

// Every timed generation below lays out afresh: the generator keeps the last layouts for a building moved in the editor
// (layout/blockMemo.ts), which the same input asked 100 times would otherwise time instead. The moved figure times that.

const times: number[] = [];
let unitsPerRun = 0;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  let u = 0;
  for (const b of concept) {
    forgetLayouts();
    u += generate(b).form_factors.units;
  }
  times.push(performance.now() - t0);
  unitsPerRun = u;
}
times.sort((a, b) => a - b);
const p50 = quantile(times, 0.5);
const p95 = quantile(times, 0.95);
const total = times.reduce((s, t) => s + t, 0);
console.log(`standard concept (${concept.map((b) => b.building.id).join(', ')}): ${unitsPerRun} units a run`);
console.log(
  `  ${runs} runs: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, ${Math.round((unitsPerRun * runs) / (total / 1000))} units/s (target p50 <= 20 ms: ${p50 <= 20 ? 'met' : 'MISSED'})`,
);
for (const b of concept) {
  const t: number[] = [];
  for (let i = 0; i < sized(100, 3); i++) {
    forgetLayouts();
    const t0 = performance.now();
    generate(b);
    t.push(performance.now() - t0);
  }
  t.sort((a, c) => a - c);
  // moved a decimetre at a time, as the editor's arrow keys do: the layout kept, the placement and checks anew
  const m: number[] = [];
  for (let i = 0; i < sized(100, 3); i++) {
    const there = { ...b, building: { ...b.building, x: b.building.x + 0.1 * (i % 2), y: b.building.y + 0.1 * (i % 3) } };
    const t0 = performance.now();
    generate(there);
    m.push(performance.now() - t0);
  }
  m.sort((a, c) => a - c);
  console.log(`  ${String(b.building.id).padEnd(8)} p50 ${quantile(t, 0.5).toFixed(2)} ms, moved p50 ${quantile(m, 0.5).toFixed(2)} ms`);
}

// The features on top of the block types (setback, polygon footprint, towers on a podium, spiral ramp).
for (const ex of featureExamples()) {
  const t: number[] = [];
  for (let i = 0; i < sized(20, 1); i++) generate(ex.input);
  for (let i = 0; i < sized(100, 3); i++) {
    forgetLayouts();
    const t0 = performance.now();
    generate(ex.input);
    t.push(performance.now() - t0);
  }
  t.sort((a, c) => a - c);
  console.log(`  ${ex.name.padEnd(18)} p50 ${quantile(t, 0.5).toFixed(2)} ms`);
}

// 1 000 variants: block types x floor counts x unit mixes (x tower layouts for the tower block type).
const conceptUnits = standardUnits();
const mixes: { name: string; units: UnitInput[] }[] = [];
for (let a = 0; a <= 100; a += 10) {
  for (let b = 0; b + a <= 100; b += 20) {
    const ratios = [a, b, 100 - a - b];
    mixes.push({
      name: ratios.join('/'),
      units: conceptUnits
        .slice(0, 3)
        .map((u, k) => ({ ...u, ratio: ratios[k]! }))
        .filter((u) => u.ratio > 0),
    });
  }
}
const base = exampleInput(
  'variant',
  { length: 60, width: 14, height: 45 },
  { blocktype: 'gallery_flats', units: unitRefs('u50', 'u75', 'u100') },
);
const axes = {
  blocktypes: ['tower', 'gallery_flats', 'corridor_flats'] as const,
  towertypes: [
    { shape: 'u', core: 'wide_staircase_elevator', apartments_per_floor: 4 },
    { shape: 'o', core: 'staircase_elevator', apartments_per_floor: 6 },
    { shape: 'h', core: 'staircase_elevator', apartments_per_floor: 8 },
  ] as const,
  floorCounts: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
  unitMixes: mixes,
};
const t0 = performance.now();
const variants = generateVariants(
  base,
  { ...axes, blocktypes: [...axes.blocktypes], towertypes: axes.towertypes.map((t) => ({ ...t })) },
  { limit: sized(1000, 20) },
);
const dt = performance.now() - t0;
mustHold(unitsPerRun > 0, 'the standard concept has units');
mustHold(variants.length === sized(1000, 20), `${sized(1000, 20)} variants generated`);
console.log(
  `variants: ${variants.length} in ${(dt / 1000).toFixed(2)} s (${(dt / variants.length).toFixed(2)} ms each; target 1 000 <= 10 s: ${variants.length >= 1000 && dt <= 10_000 ? 'met' : variants.length < 1000 ? 'too few variants' : 'MISSED'})`,
);
