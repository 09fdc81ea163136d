// Concepts benchmark (issue #17): the 3D scene of the standard concept with 300 surrounding buildings
// (target <= 500 ms), the sun-hours study on a 1 m facade grid on 19 February (target <= 3 s) and the noise
// pre-check at the façades (issue #43: 500 façades <= 20 ms).
// Measured in Node: three.js builds the scene (geometry, materials, shadow set-up) without WebGL, so this is
// the scene-building cost alone; the frame time with shadows needs a GPU context and is shown on /debug/three
// in the browser. The sun-hours study is the same pure code the browser runs in its Web Worker.
import { performance } from 'node:perf_hooks';
import { conceptNoiseChecks, noiseContourOf, prepareContours } from '../packages/core/src/feasibility/index';
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

// 3. Noise at the façades (issue #43 item 3; target: 500 façades <= 20 ms): every dwelling building of 48 copies of
// the standard concept, side by side, against Lden bands of a state road and a railway drawn as 128-vertex rings (as
// noise maps draw them), each façade tested against every band's edges.
const ring = (cx: number, cy: number, r: number): [number, number][] =>
  Array.from({ length: 128 }, (_, k) => [cx + r * Math.cos((2 * Math.PI * k) / 128), cy + r * Math.sin((2 * Math.PI * k) / 128)] as [number, number]);
const band = (cx: number, cy: number, inner: number, outer: number) => [[ring(cx, cy, outer), ...(inner > 0 ? [ring(cx, cy, inner)] : [])]];
const noiseContours = prepareContours(
  [
    { source: { source: 'road', WEGBEHSRT: 'R', name: 'A1' }, cx: centre.x - 120, cy: centre.y },
    { source: { source: 'railway', name: 'Knarlijn' }, cx: centre.x, cy: centre.y - 150 },
  ].flatMap(({ source, cx, cy }) =>
    [70, 65, 60, 55, 50].map((db, k) => noiseContourOf({ ...source, noise_db: db }, band(cx, cy, k * 40, (k + 1) * 40 + 10))!),
  ),
);
// copies 300 m apart (the concept is 290 m wide) in rows of 8, so their façades do not touch; the first stands in the bands
const copies = sized(48, 2);
const shifted = Array.from({ length: copies }, (_, c) =>
  models.map((m, i) => ({
    blocktype: inputs[i]!.building.cfg.blocktype,
    model: { ...m, frame: { ...m.frame, origin: rdPoint(m.frame.origin.x + (c % 8) * 300, m.frame.origin.y + Math.floor(c / 8) * 300) } },
  })),
).flat();
const noiseRun = () => conceptNoiseChecks(shifted, noiseContours).flatMap((c) => c ?? []);
const noiseChecks = noiseRun();
const facadeCount = noiseChecks.reduce((n, c) => n + c.facades.length, 0);
mustHold(facadeCount > 0 && noiseChecks.some((c) => c.verdict !== 'within'), 'the noise check flags façades in the bands');
const noiseTimes = timeRuns(sized(20, 2), noiseRun);
const noiseP50 = quantile(noiseTimes, 0.5);
const per500 = (ms: number) => (ms * 500) / Math.max(1, facadeCount);
console.log(
  `noise at the façades: ${noiseChecks.length} dwelling buildings, ${facadeCount} façades, ${noiseContours.contours.length} bands; ` +
    `p50 ${noiseP50.toFixed(1)} ms, p95 ${quantile(noiseTimes, 0.95).toFixed(1)} ms; per 500 façades p50 ${per500(noiseP50).toFixed(1)} ms ` +
    `(target <= 20 ms: ${verdict(per500(noiseP50) <= 20)}); verdicts ${Object.entries(
      noiseChecks.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c.verdict]: (acc[c.verdict] ?? 0) + 1 }), {}),
    )
      .map(([v, n]) => `${v} ${n}`)
      .join(', ')}`,
);
if (SMOKE) console.log('(smoke size: 20 neighbours, one concept copy; timings are not asserted)');
