import { generate, standardConcept } from '@plotwise/core/generator/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { conceptIfc, storeysOf } from './conceptIfc';
import { readIfc, type ReadIfc } from './readIfc';
import { ifcGuid, stepReal, stepString } from './stepWriter';

// The standard concept of the benchmark written as IFC4 and read back with web-ifc, the library IFC viewers
// such as That Open Engine use: the file must open, and its storeys, spaces and areas must be the model's.
const results = standardConcept().map((input) => ({ input, result: generate(input) }));
const buildings = results.map(({ input, result }) => ({
  id: input.building.id,
  name: input.building.name,
  model: result.model,
}));
const written = conceptIfc({
  projectName: 'Testlocatie',
  conceptName: 'Standaard',
  conceptId: 7,
  origin: { x: 155_000, y: 463_000 },
  lngLat: { lng: 5.387, lat: 52.155 },
  buildings,
  storeyName: (level) => `Bouwlaag ${level}`,
  timestamp: '2026-11-23T12:00:00',
});

let read: ReadIfc;
beforeAll(async () => {
  read = await readIfc(new TextEncoder().encode(written.text));
});

const instances = buildings.reduce((n, b) => n + b.model.shape.instances.length, 0);

describe('conceptIfc', () => {
  it('opens in web-ifc as IFC4 with one project, one site and a building per building instance', () => {
    expect(read.schema).toBe('IFC4');
    expect(read.projects).toBe(1);
    expect(read.sites).toBe(1);
    expect(read.buildings).toBe(instances);
    expect(written.buildings).toBe(instances);
    expect(read.mapConversions).toBe(1);
  });

  it('has a storey per level of every building and a space per space of every storey', () => {
    const storeys = buildings.reduce(
      (n, b) => n + b.model.shape.instances.length * storeysOf(b.model).length,
      0,
    );
    const spaces = buildings.reduce(
      (n, b) =>
        n +
        b.model.shape.instances.length *
          storeysOf(b.model).reduce((k, s) => k + s.floors.reduce((j, f) => j + f.spaces.length, 0), 0),
      0,
    );
    expect(read.storeys).toHaveLength(storeys);
    expect(read.spaces).toHaveLength(spaces);
    expect(written.storeys).toBe(storeys);
    expect(written.spaces).toBe(spaces);
    // the gallery flat's 8 repeated floors are 8 storeys of its own, named in the caller's words
    const gallery = buildings.find((b) => b.id === 'gallery')!;
    expect(storeysOf(gallery.model).length).toBeGreaterThanOrEqual(8);
    expect(read.storeys.map((s) => s.name)).toContain('Bouwlaag 7');
  });

  it("keeps a unit's function and net area (IfcQuantityArea) and its name", () => {
    const gallery = buildings.find((b) => b.id === 'gallery')!.model;
    const unit = gallery.children.floors.flatMap((f) => f.spaces).find((s) => s.category === 'unit')!;
    const space = read.spaces.find((s) => s.name.endsWith(`.${unit.id}`) && s.longName === unit.unit_name);
    expect(space).toBeDefined();
    expect(space!.objectType).toBe(unit.functiontype);
    expect(read.netAreas.some((a) => Math.abs(a - unit.area_net) < 1e-3)).toBe(true);
    expect(read.netAreas).toHaveLength(written.spaces);
  });

  it('ties the hierarchy together: every site, building, storey and space is part of something', () => {
    for (const id of [
      ...read.siteIds,
      ...read.buildingIds,
      ...read.storeys.map((s) => s.id),
      ...read.spaces.map((s) => s.id),
    ])
      expect(read.parts.has(id)).toBe(true);
  });

  it('writes unique, stable GlobalIds', () => {
    const guids = written.text.match(
      /IFC(?:SPACE|BUILDINGSTOREY|BUILDING|SITE|PROJECT|RELAGGREGATES|PROPERTYSET|ELEMENTQUANTITY|RELDEFINESBYPROPERTIES)\('([^']{22})'/g,
    )!;
    expect(new Set(guids).size).toBe(guids.length);
    expect(ifcGuid('a')).toBe(ifcGuid('a'));
    expect(ifcGuid('a')).not.toBe(ifcGuid('b'));
    expect(ifcGuid('a')).toMatch(/^[0-3][0-9A-Za-z_$]{21}$/);
  });

  it('encodes STEP strings and reals', () => {
    expect(stepString("Jan's m² \\")).toBe("'Jan''s m\\X2\\00B2\\X0\\ \\\\'");
    expect(stepReal(3)).toBe('3.');
    expect(stepReal(2.5)).toBe('2.5');
    expect(stepReal(1e-7)).toBe('1.E-7');
    expect(stepReal(-0)).toBe('0.');
  });
});
