// Generator design quality (issue 22): thousands of random valid inputs per block type (typical Dutch sizes,
// seeded, the same draw as the property tests), each checked with validateBuilding. Prints per block type the
// violation rate, the share owned by generator messages, the unit-mix miss, dwelling sizes against their
// type's range and the area-balance failures. `--smoke`: a few inputs per type. `--type tower`: one block
// type only (a mechanism's effect on its own type without the minutes the others take).
// Then the yield (issue 40) of the same inputs, side by side with the generator of an older commit
// (`--baseline <commit>`, d47c8ef unless told; `--baseline none` leaves it out): violations, unowned ones,
// dwellings per 1 000 m2 GFA, dwelling net area / GFA, storage m2 a dwelling, a tower's apartments a storey
// built against asked, and the residential inputs that build no dwelling.
import type { GeneratorResult } from '../packages/core/src/generator/generateBuilding';
import type { GeneratorInput } from '../packages/core/src/generator/generatorInput';
import {
  measureQuality,
  ownedBy,
  qualityBlockTypes,
  randomInput,
  areaGroups,
  yieldFigures,
} from '../packages/core/src/generator/quality/index';
import type { AreaGroup, QualityBlockType } from '../packages/core/src/generator/quality/index';
import { validateBuilding } from '../packages/core/src/generator/validateBuilding';
import type { Violation } from '../packages/core/src/generator/validateBuilding';
import { loadBaselineGenerator } from './lib/generatorBaseline';
import { mustHold, sized } from './lib/smoke';

// `--size N`: N inputs per type (e.g. 300 while iterating); else 2000, or 15 under --smoke.
const sizeArg = process.argv.indexOf('--size');
const perType = sizeArg >= 0 ? Number(process.argv[sizeArg + 1]) : sized(2000, 15);
const typeArg = process.argv.indexOf('--type');
const only = typeArg >= 0 ? process.argv[typeArg + 1] : undefined;
if (only !== undefined && !(qualityBlockTypes as readonly string[]).includes(only)) {
  console.error(`--type: one of ${qualityBlockTypes.join(', ')}`);
  process.exit(2);
}
const blockTypes: readonly QualityBlockType[] = only
  ? qualityBlockTypes.filter((t) => t === only)
  : qualityBlockTypes;
const baselineArg = process.argv.indexOf('--baseline');
const baselineCommit = baselineArg >= 0 ? process.argv[baselineArg + 1]! : 'd47c8ef';
const baseline = baselineCommit === 'none' ? null : await loadBaselineGenerator(baselineCommit);
const residential = new Set<string>(['gallery_flats', 'corridor_flats', 'tower', 'street_housing']);

/** The yield of a block type's inputs under one generator, summed over the inputs. */
interface YieldTally {
  violations: number;
  unowned: number;
  gfa: number;
  dwellings: number;
  dwellingNet: number;
  storageArea: number;
  towerStoreys: number;
  towerShort: number;
  towerAsked: number;
  towerBuilt: number;
  nothing: number;
  nothingSilent: number;
  grossByGroup: Record<AreaGroup, number>;
}
const emptyTally = (): YieldTally => ({
  violations: 0,
  unowned: 0,
  gfa: 0,
  dwellings: 0,
  dwellingNet: 0,
  storageArea: 0,
  towerStoreys: 0,
  towerShort: 0,
  towerAsked: 0,
  towerBuilt: 0,
  nothing: 0,
  nothingSilent: 0,
  grossByGroup: Object.fromEntries(areaGroups.map((g) => [g, 0])) as Record<AreaGroup, number>,
});

function addYield(t: YieldTally, input: GeneratorInput, result: GeneratorResult, violations: Violation[]): void {
  const y = yieldFigures(input, result);
  t.violations += violations.length;
  t.unowned += violations.filter((v) => !ownedBy(v, result.messages)).length;
  t.gfa += y.gfaSquareMeters;
  t.dwellings += y.dwellings;
  t.dwellingNet += y.dwellingNetAreaSquareMeters;
  t.storageArea += y.storageAreaSquareMeters;
  t.towerStoreys += y.towerStoreys;
  t.towerShort += y.towerStoreysShort;
  t.towerAsked += y.towerApartmentsAsked;
  t.towerBuilt += y.towerApartmentsBuilt;
  for (const g of areaGroups) t.grossByGroup[g] += y.grossByGroup[g];
  if (residential.has(input.building.cfg.blocktype) && y.dwellings === 0) {
    t.nothing++;
    if (result.messages.length === 0) t.nothingSilent++;
  }
}

/** The baseline's tally of the same inputs; null without a baseline (or when its generator throws). */
// The old generator (or today's validator on its model) may throw on an input it never met: counted and
// printed, so a comparison never fails the run of today's generator.
let baselineErrors = 0;
function baselineYield(input: GeneratorInput, t: YieldTally | null): void {
  if (!t || !baseline || 'error' in baseline) return;
  try {
    const result = baseline.generate(input);
    const violations = validateBuilding(result.model, {
      units: input.units,
      buildable_area: input.site.buildable_area,
      max_height: input.building.maxheight,
    });
    addYield(t, input, result, violations);
  } catch {
    baselineErrors++;
  }
}

const ratio = (n: number, d: number, digits: number) => (d > 0 ? (n / d).toFixed(digits) : '-');
/** One block type's yield row: each cell today's figure, then the baseline's. */
function yieldRow(blocktype: string, now: YieldTally, then: YieldTally | null): string {
  const cell = (f: (t: YieldTally) => string) => (then ? `${f(now)} / ${f(then)}` : f(now));
  const tower = (t: YieldTally) =>
    t.towerStoreys > 0
      ? `${ratio(t.towerBuilt, t.towerStoreys, 2)} of ${ratio(t.towerAsked, t.towerStoreys, 2)} (${pct(t.towerShort, t.towerStoreys)} short)`
      : '-';
  return [
    blocktype,
    cell((t) => `${t.violations}`),
    cell((t) => `${t.unowned}`),
    cell((t) => ratio(1000 * t.dwellings, t.gfa, 2)),
    cell((t) => ratio(t.dwellingNet, t.gfa, 3)),
    cell((t) => ratio(t.storageArea, t.dwellings, 1)),
    cell(tower),
    cell((t) => `${t.nothing} (${t.nothingSilent})`),
  ].join(' | ');
}
const yieldRows: string[] = [];

/** One block type's split of the GFA by group, as shares: today's, then the baseline's. */
function areaRow(blocktype: string, now: YieldTally, then: YieldTally | null): string {
  const share = (t: YieldTally, g: AreaGroup) => (t.gfa > 0 ? `${((100 * t.grossByGroup[g]) / t.gfa).toFixed(1)} %` : '-');
  return [blocktype, ...areaGroups.map((g) => (then ? `${share(now, g)} / ${share(then, g)}` : share(now, g)))].join(
    ' | ',
  );
}
const areaRows: string[] = [];
const pct = (n: number, d: number) => (d > 0 ? `${((100 * n) / d).toFixed(1)} %` : '-');
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

console.log(`generator quality: ${perType} random inputs per block type (seeds 1..${perType})`);
console.log(
  '| block type | with violation | violations owned by a message | inputs with an unowned violation | mix miss mean / p95 / within 5 pts (all) | same, where the goal expects it (n) | dwellings under min / outside range | area balance > 0.5 % | residential, no dwelling | top violations |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
let totalUnowned = 0;
// Private storages (Bbl 4.31) and shared bicycle places laid out against the dwellings, per block type.
const provision: string[] = [];
for (const blocktype of blockTypes) {
  let withViolation = 0;
  let violations = 0;
  let owned = 0;
  let withUnowned = 0;
  let dwellings = 0;
  let under = 0;
  let outside = 0;
  let balance = 0;
  let noDwelling = 0;
  const misses: number[] = [];
  const expected: number[] = [];
  let outOfReach = 0;
  const codes = new Map<string, number>();
  let storages = 0;
  let bicyclePlaces = 0;
  let units = 0;
  const yieldNow = emptyTally();
  const yieldThen = baseline && !('error' in baseline) ? emptyTally() : null;
  for (let seed = 1; seed <= perType; seed++) {
    const input = randomInput(blocktype, seed);
    const q = measureQuality(input);
    addYield(yieldNow, input, q.result, q.violations);
    baselineYield(input, yieldThen);
    if (q.violations.length > 0) withViolation++;
    violations += q.violations.length;
    owned += q.violations.length - q.unowned.length;
    if (q.unowned.length > 0) withUnowned++;
    for (const v of q.violations) codes.set(v.rule, (codes.get(v.rule) ?? 0) + 1);
    dwellings += q.dwellings;
    storages += q.result.form_factors.storage_units;
    bicyclePlaces += q.result.form_factors.bicycle_racks;
    units += q.result.form_factors.units;
    under += q.underMinimum;
    outside += q.outOfRange;
    if (q.areaBalance > 0.005) balance++;
    if (q.mixMiss !== null) misses.push(q.mixMiss);
    if (q.mixMiss !== null && q.mixExpected) expected.push(q.mixMiss);
    if (q.mixOutOfReach.length > 0) outOfReach++;
    const residential = ['gallery_flats', 'corridor_flats', 'tower', 'street_housing'].includes(blocktype);
    if (residential && q.dwellings === 0 && q.result.model.children.floors.length > 0) noDwelling++;
  }
  totalUnowned += withUnowned;
  const mixFigures = (xs: number[]) => {
    if (xs.length === 0) return '-';
    const s = [...xs].sort((a, b) => a - b);
    const mean = s.reduce((a, b) => a + b, 0) / s.length;
    return `${mean.toFixed(1)} / ${quantile(s, 0.95).toFixed(1)} / ${pct(s.filter((x) => x <= 5 + 1e-9).length, s.length)}`;
  };
  const top = [...codes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([c, n]) => `${c} ${n}`)
    .join(', ');
  console.log(
    `| ${blocktype} | ${pct(withViolation, perType)} | ${pct(owned, violations)} | ${withUnowned} | ${mixFigures(misses)} | ${mixFigures(expected)} (${expected.length}${outOfReach > 0 ? `; ${outOfReach} out of reach` : ''}) | ${pct(under, dwellings)} / ${pct(outside, dwellings)} of ${dwellings} | ${balance} | ${noDwelling} | ${top || '-'} |`,
  );
  if (units > 0)
    provision.push(
      `${blocktype}: ${units} units, ${storages} private storages (${(storages / units).toFixed(2)} a unit), ${bicyclePlaces} bicycle places (${(bicyclePlaces / units).toFixed(2)} a unit)`,
    );
  yieldRows.push(`| ${yieldRow(blocktype, yieldNow, yieldThen)} |`);
  areaRows.push(`| ${areaRow(blocktype, yieldNow, yieldThen)} |`);
  mustHold(misses.every(Number.isFinite), `${blocktype}: finite mix misses`);
  mustHold(under === 0, `${blocktype}: no counted dwelling under its type's size (${under})`);
  mustHold(balance === 0, `${blocktype}: area balance within 0.5 % (${balance} off)`);
}
console.log(`inputs with a violation no message owns: ${totalUnowned}`);
for (const line of provision) console.log(line);
console.log('');
if (baseline && 'error' in baseline) console.log(`yield: no baseline (${baseline.error})`);
const against = baseline && !('error' in baseline) ? ` (now / ${baseline.commit})` : '';
console.log(`yield (issue 40)${against}: the same ${perType} inputs per block type, both checked by today's validator`);
console.log(
  '| block type | violations | unowned violations | dwellings per 1 000 m2 GFA | dwelling net area / GFA | storage m2 a dwelling | tower: apartments a storey built of asked (storeys short) | inputs building no dwelling (without a message) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const row of yieldRows) console.log(row);
if (baselineErrors > 0) console.log(`the baseline threw on ${baselineErrors} inputs (left out of its figures)`);
console.log('');
console.log(
  `where the GFA goes${against}: gross area of the floors' spaces by group, walls included (what a rule costs the units shows in its group)`,
);
console.log(`| block type | ${areaGroups.join(' | ')} |`);
console.log(`|---|${areaGroups.map(() => '---|').join('')}`);
for (const row of areaRows) console.log(row);
mustHold(totalUnowned === 0, 'every violation owned by a generator message');
