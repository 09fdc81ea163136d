// Generator design quality (issue 22): thousands of random valid inputs per block type (typical Dutch sizes,
// seeded, the same draw as the property tests), each checked with validateBuilding. Prints per block type the
// violation rate, the share owned by generator messages, the unit-mix miss, dwelling sizes against their
// type's range and the area-balance failures. `--smoke`: a few inputs per type. `--type tower`: one block
// type only (a mechanism's effect on its own type without the minutes the others take).
import { measureQuality, qualityBlockTypes, randomInput } from '../packages/core/src/generator/quality/index';
import type { QualityBlockType } from '../packages/core/src/generator/quality/index';
import { mustHold, sized } from './lib/smoke';

const perType = sized(2000, 15);
const typeArg = process.argv.indexOf('--type');
const only = typeArg >= 0 ? process.argv[typeArg + 1] : undefined;
if (only !== undefined && !(qualityBlockTypes as readonly string[]).includes(only)) {
  console.error(`--type: one of ${qualityBlockTypes.join(', ')}`);
  process.exit(2);
}
const blockTypes: readonly QualityBlockType[] = only
  ? qualityBlockTypes.filter((t) => t === only)
  : qualityBlockTypes;
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
  for (let seed = 1; seed <= perType; seed++) {
    const q = measureQuality(randomInput(blocktype, seed));
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
  mustHold(misses.every(Number.isFinite), `${blocktype}: finite mix misses`);
  mustHold(under === 0, `${blocktype}: no counted dwelling under its type's size (${under})`);
  mustHold(balance === 0, `${blocktype}: area balance within 0.5 % (${balance} off)`);
}
console.log(`inputs with a violation no message owns: ${totalUnowned}`);
for (const line of provision) console.log(line);
mustHold(totalUnowned === 0, 'every violation owned by a generator message');
