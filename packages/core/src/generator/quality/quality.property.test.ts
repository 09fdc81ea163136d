import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QualityScore } from './measureQuality';
import { measureQuality } from './measureQuality';
import type { QualityBlockType } from './randomInputs';
import { qualityBlockTypes, randomInput } from './randomInputs';

// Issue 22's goals as properties over random valid inputs of typical Dutch sizes (the same draw as
// `npm run bench:generator-quality`, which runs thousands per type and prints the rates). fast-check draws
// the seeds (fixed run seed, so a failure names a seed to replay with randomInput(blocktype, seed)).
const runs = { numRuns: 300, seed: 20261123 };
const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });

/**
 * Rates the generator does not reach yet on every input (rows no split of which keeps every type in
 * range), kept as ceilings so they cannot get worse; docs/generator.md gives the measured figures.
 */
const outOfRangeCeiling: Record<QualityBlockType, number> = {
  gallery_flats: 0.01,
  corridor_flats: 0.01,
  tower: 0,
  street_housing: 0.01,
  parking: 0,
  office: 0,
  distribution_centre: 0,
};

/**
 * Towers (issue 22 follow-up): the share of inputs with any violation stays under the goal's 2 %. The unit
 * mix where the goal expects it (and the input does not put it out of reach, quality/mixReach.ts): a mean
 * miss of at most the goal's 3 points and every type within 5 points in at least mixWithinFloor of the
 * inputs. Measured over 2 000 inputs: slabs 1.3 (corridor) and 0.6 (gallery) points, 95.4 % and 100 %
 * (corridor 92.8 % of this suite's 153 since the storage and corridor mix follow-up; 91.6 % of 154 since the
 * active plinth of issue 40, whose one more input expecting the mix, seed 1232758316, built 48 -> 50 dwellings and
 * crossed the 50 the mix is expected from, at 9.7 points off where it stood at 8.3); towers, since their mix is decided for the whole building (layout/towerMix.ts), 1.0 points and 96.9 %
 * (a few hundred inputs vary more).
 */
const violationCeiling: Partial<Record<QualityBlockType, number>> = { tower: 0.02 };
const mixMeanCeiling: Partial<Record<QualityBlockType, number>> = {
  tower: 3,
  corridor_flats: 3,
  gallery_flats: 3,
};
/**
 * Slabs (storage and corridor mix follow-up, issue 40 item 3): the private storages per dwelling, over all
 * inputs: one a dwelling is the need (Bbl 4.31), the issue allows up to 1.3. Leftover rooms hold none; the
 * leftover rooms with a door that the storage still needs are made storage rooms (layout/leftoverStorage.ts).
 * Measured over 2 000 inputs 1.15 (corridor) and 1.13 (gallery); 1.53 and 1.36 before, leftovers counted.
 */
const storageCeiling: Partial<Record<QualityBlockType, number>> = { corridor_flats: 1.2, gallery_flats: 1.2 };
const mixWithinFloor: Partial<Record<QualityBlockType, number>> = {
  tower: 0.95,
  corridor_flats: 0.915,
  gallery_flats: 0.95,
};

/** Private storages counted in leftover rooms, by repeat count (none: leftover space is no storage). */
function leftoverStorages(q: QualityScore): number {
  let n = 0;
  for (const f of q.result.model.children.floors)
    for (const s of f.spaces) if (s.subtype === 'leftover') n += s.storage_units * f.repeat_count;
  return n;
}

// 300 generations a type: 5-15 s alone on this 2-core machine, but npm test runs it beside the API and browser
// tests (load average up to 11): corridor flats then took 50 s, and 65 s twice in one CI run, past a 60 s timeout.
// The timeout is for a stuck test, not a speed bound (bench:generator-quality measures the speed).
const propertyTimeoutMs = 240_000;

describe.each(qualityBlockTypes)('design quality: %s', (blocktype) => {
  it('every violation is owned by a message, no dwelling is under its type, the areas add up', () => {
    let dwellings = 0;
    let outOfRange = 0;
    let inputs = 0;
    let withViolation = 0;
    let storagesBuilt = 0;
    const misses: number[] = [];
    fc.assert(
      fc.property(seeds, (seed) => {
        const q = measureQuality(randomInput(blocktype, seed));
        expect(q.unowned.map((v) => `${v.rule}@${v.target}`)).toEqual([]);
        expect(q.underMinimum).toBe(0);
        expect(q.areaBalance).toBeLessThanOrEqual(0.005);
        expect(q.result.form_factors.nfa).toBeLessThanOrEqual(q.result.form_factors.gfa + 1e-6);
        dwellings += q.dwellings;
        outOfRange += q.outOfRange;
        inputs++;
        if (q.violations.length > 0) withViolation++;
        expect(leftoverStorages(q)).toBe(0);
        storagesBuilt += q.result.form_factors.storage_units;
        if (q.mixExpected && q.mixMiss !== null) misses.push(q.mixMiss);
      }),
      runs,
    );
    expect(outOfRange).toBeLessThanOrEqual(outOfRangeCeiling[blocktype] * dwellings);
    const violations = violationCeiling[blocktype];
    if (violations !== undefined) expect(withViolation).toBeLessThanOrEqual(violations * inputs);
    const mixMean = mixMeanCeiling[blocktype];
    if (mixMean !== undefined) {
      expect(misses.length).toBeGreaterThan(0);
      expect(misses.reduce((a, b) => a + b, 0) / misses.length).toBeLessThanOrEqual(mixMean);
    }
    const storage = storageCeiling[blocktype];
    if (storage !== undefined) expect(storagesBuilt).toBeLessThanOrEqual(storage * dwellings);
    const within = mixWithinFloor[blocktype];
    if (within !== undefined)
      expect(misses.filter((m) => m <= 5 + 1e-9).length).toBeGreaterThanOrEqual(within * misses.length);
  }, propertyTimeoutMs);
});
