// Concepts benchmark (issue #17): the 3D scene of the standard concept with 300 surrounding buildings
// (target <= 500 ms) and the sun-hours study on a 1 m facade grid on 19 February (target <= 3 s).
// Measured in Node: three.js builds the scene (geometry, materials, shadow set-up) without WebGL, so this is
// the scene-building cost alone; the frame time with shadows needs a GPU context and is shown on /debug/three
// in the browser. The sun-hours study is the same pure code the browser runs in its Web Worker.
import { performance } from 'node:perf_hooks';
import { generate } from '../packages/core/src/generator/index';
import { rdToLngLat } from '../packages/core/src/geometry/rdWgs84';
import { exampleNeighbours, standardConceptOnSite, sunHoursStudy } from '../packages/core/src/sun/index';
import { rdPoint } from '../packages/core/src/units/units';
import { buildConceptScene } from '../apps/web/src/features/concepts/three/buildConceptScene';
import { studyOwners } from '../apps/web/src/features/concepts/three/studyOwners';
import { mustHold, sized, SMOKE } from './lib/smoke';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const timeRuns = (runs: number, f: () => void) => {
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    t.push(performance.now() - t0);
  }
  return t.sort((a, b) => a - b);
};
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

const neighbourCount = sized(300, 20);
const stepMinutes = sized(10, 60);
const centre = rdPoint(155_000, 463_000);
const inputs = standardConceptOnSite();
const site = { buildableArea: [...inputs[0]!.site.buildable_area], centre, centreLngLat: rdToLngLat(centre) };
const t0 = performance.now();
const models = inputs.map((i) => generate(i).model);
console.log(
  `standard concept generated in ${(performance.now() - t0).toFixed(0)} ms (${models.length} buildings)`,
);
const neighbours = exampleNeighbours(neighbourCount).map((n) => ({ ...n, heightSource: 'example' as const }));

// 1. The scene: concept + neighbours extruded, edges, ground, buildable area, sun with shadows.
buildConceptScene(models, neighbours, site).dispose(); // warm-up
const scene = buildConceptScene(models, neighbours, site);
mustHold(scene.concept.children.length === 5, 'the scene holds the five buildings of the standard concept');
mustHold(scene.neighbourCount === neighbourCount, `the scene holds the ${neighbourCount} neighbours`);
const sceneTimes = timeRuns(sized(20, 2), () => buildConceptScene(models, neighbours, site).dispose());
const sceneP50 = quantile(sceneTimes, 0.5);
console.log(
  `scene build, concept + ${neighbourCount} neighbours (${scene.prisms.length} prisms): p50 ${sceneP50.toFixed(1)} ms, p95 ${quantile(sceneTimes, 0.95).toFixed(1)} ms` +
    ` (target <= 500 ms: ${verdict(sceneP50 <= 500)})`,
);

// 2. The sun-hours study of 19 February, 10-minute steps (60 when smoking), 1 m grid: as the 3D view asks it (the concept and
// the neighbours within 60 m), and the heavier case of every neighbour's facades too.
const { lat, lng } = site.centreLngLat;
const conceptOwners = new Set(models.map((m) => String(m.building_id)));
const cases = [
  { name: 'concept + neighbours within 60 m', owners: studyOwners(scene.prisms, conceptOwners) },
  {
    name: `concept + all ${neighbourCount} neighbours`,
    owners: [...new Set(scene.prisms.map((p) => p.owner))],
  },
];
for (const c of cases) {
  const runs = sized(3, 1);
  let last: ReturnType<typeof sunHoursStudy> | null = null;
  const times = timeRuns(runs, () => {
    last = sunHoursStudy({
      prisms: scene.prisms,
      studyOwners: c.owners,
      latitude: lat,
      longitude: lng,
      year: 2026,
      month: 2,
      day: 19,
      stepMinutes,
    });
  });
  const s = last!;
  const failing = s.facades.filter((f) => !f.passes).length;
  const p50 = quantile(times, 0.5);
  console.log(
    `sun hours, ${c.name}: ${s.grid.count} points on ${s.facades.length} facades, ${s.samples} sun positions, ${failing} facades fail;` +
      ` p50 ${p50.toFixed(0)} ms (target <= 3 000 ms: ${verdict(p50 <= 3000)})`,
  );
  mustHold(s.grid.count > 1000, 'the study has grid points');
  mustHold(
    s.hours.every((h) => h <= s.dayLengthHours + 1e-6),
    'no point gets more sun than the day has',
  );
  mustHold(
    s.facades.some(
      (f) => f.facade.owner === 'gallery' && Math.abs(f.facade.facingDegrees - 180) < 1 && f.passes,
    ),
    "the gallery block's south facade passes the light norm",
  );
  mustHold(
    s.facades.every(
      (f) =>
        !(Math.abs(f.facade.facingDegrees) < 1 || Math.abs(f.facade.facingDegrees - 360) < 1) ||
        f.maxHours === 0,
    ),
    'north facades get no sun on 19 February',
  );
}
scene.dispose();
if (SMOKE) console.log('(smoke size: 20 neighbours; timings are not asserted)');
