import { describe, expect, it } from 'vitest';
import { generate } from '../generator/versions';
import { rdPoint } from '../units/units';
import { exampleNeighbours, standardConceptOnSite } from './exampleSite';
import { footprintPrism, modelPrisms, type Prism } from './massing';
import { FlatPrisms } from './flatPrisms';
import { daySunSamples, sunHoursStudy } from './sunHours';

const X = 155_000;
const Y = 463_000;
const box = (x0: number, y0: number, x1: number, y1: number, top: number, owner: string): Prism =>
  footprintPrism(
    [rdPoint(X + x0, Y + y0), rdPoint(X + x1, Y + y0), rdPoint(X + x1, Y + y1), rdPoint(X + x0, Y + y1)],
    top,
    owner,
  );
const study = (prisms: Prism[], owners: string[], month = 2, day = 19) =>
  sunHoursStudy({ prisms, studyOwners: owners, latitude: 52.15, longitude: 5.39, year: 2026, month, day });
const facing = (s: ReturnType<typeof study>, degrees: number, owner = 'a') =>
  s.facades.find((f) => f.facade.owner === owner && Math.abs(f.facade.facingDegrees - degrees) < 1)!;

describe('sun hours', () => {
  it('a lone block on 19 February: the south facade gets the whole sunny day, the north facade none', () => {
    const s = study([box(0, 0, 20, 10, 9, 'a')], ['a']);
    const south = facing(s, 180);
    const north = facing(s, 0);
    // On 19 Feb the sun is up about 10 h and rises and sets south of due east and west, so the south facade
    // sees it all day and the north facade never.
    expect(s.dayLengthHours).toBeGreaterThan(9.5);
    expect(s.dayLengthHours).toBeLessThan(10.5);
    expect(south.minHours).toBeCloseTo(s.dayLengthHours, 5);
    expect(north.maxHours).toBe(0);
    expect(south.passes).toBe(true);
    expect(north.passes).toBe(false);
    // 20 m x 9 m on a 1 m grid: 180 points on each long facade.
    expect(south.points).toBe(180);
  });

  it('a tall block 6 m south of a low one takes its sun away', () => {
    const free = study([box(0, 0, 20, 10, 9, 'a')], ['a']);
    const shaded = study([box(0, 0, 20, 10, 9, 'a'), box(-10, -16, 30, -6, 30, 'b')], ['a']);
    expect(facing(free, 180).meanHours).toBeGreaterThan(9);
    expect(facing(shaded, 180).maxHours).toBeLessThan(2);
    expect(facing(shaded, 180).passes).toBe(false);
  });

  it('leaves out points inside another block: the shared wall of two touching blocks has none', () => {
    const s = study([box(0, 0, 10, 10, 9, 'a'), box(10, 0, 20, 10, 9, 'a')], ['a']);
    expect(
      s.facades.filter(
        (f) => Math.abs(f.facade.from.x - (X + 10)) < 1e-6 && Math.abs(f.facade.to.x - (X + 10)) < 1e-6,
      ),
    ).toEqual([]);
  });

  it('the exact ray test finds the blocker of a ray and ignores a block behind the point', () => {
    const flat = new FlatPrisms([box(10, -5, 20, 5, 10, 'b')]);
    expect(flat.rayHits(0, X, Y, 1, 1, 0, 0.2)).toBe(true);
    expect(flat.rayHits(0, X, Y, 1, -1, 0, 0.2)).toBe(false);
    // Climbing 1 m per metre the ray is above 10 m before it reaches x = 10.
    expect(flat.rayHits(0, X, Y, 1, 1, 0, 1)).toBe(false);
  });

  it('samples one direction per 10 minutes of daylight', () => {
    const samples = daySunSamples(52.15, 5.39, 2026, 6, 21);
    expect(samples.length).toBeGreaterThan(95);
    expect(samples.every((s) => s.z > 0)).toBe(true);
  });

  it('the standard concept with 300 neighbours: every concept facade has points and hours within the day', () => {
    const models = standardConceptOnSite().map((i) => generate(i).model);
    const neighbours = exampleNeighbours(300);
    const prisms = [
      ...models.flatMap((m) => modelPrisms(m)),
      ...neighbours.map((n) => footprintPrism(n.ring, n.heightMeters, n.identificatie)),
    ];
    const s = study(
      prisms,
      models.map((m) => String(m.building_id)),
    );
    expect(neighbours).toHaveLength(300);
    expect(s.grid.count).toBeGreaterThan(5000);
    expect(new Set(s.facades.map((f) => f.facade.owner))).toEqual(
      new Set(['gallery', 'tower', 'houses', 'parking', 'dc']),
    );
    expect(Math.max(...s.hours)).toBeLessThanOrEqual(s.dayLengthHours + 1e-6);
    expect(s.facades.some((f) => f.passes) && s.facades.some((f) => !f.passes)).toBe(true);
  });
});
