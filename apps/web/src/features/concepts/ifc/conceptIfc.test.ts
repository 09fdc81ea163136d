import { generate, standardConcept } from '@plotwise/core/generator/index';
import { ilsBuildingFigures, ilsChecks, ilsConcept } from '@plotwise/core/zoning/index';
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
// the six ILS checks against a 13 m height limit that the standard concept breaks, and an unknown designation
const ils = ilsChecks({
  concept: ilsConcept(buildings, 20_000),
  constraints: [
    { name: 'maximum bouwhoogte', type: 'building_height', operator: 'smaller_than', value: 13, reference: 'art. 2.14', url: 'https://example.test/art-2.14', source: 'omgevingsplan Gemeentestad' },
    { name: 'bebouwingspercentage', type: 'gsi', operator: 'smaller_than', value: 0.6, reference: 'art. 2.17', url: null, source: null },
  ],
  designations: [{ name: 'Speelhal', reference: 'art. 2.5', url: null, source: null }],
});
const written = conceptIfc({
  projectName: 'Testlocatie',
  conceptName: 'Standaard',
  conceptId: 7,
  origin: { x: 155_000, y: 463_000 },
  lngLat: { lng: 5.387, lat: 52.155 },
  buildings,
  storeyName: (level) => `Bouwlaag ${level}`,
  timestamp: '2026-11-23T12:00:00',
  ilsChecks: ils,
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

  it('carries the six ILS checks on the site as Pset_PlotwiseILSChecks, each with status, figures and article', () => {
    const sets = read.sets.filter((s) => s.name === 'Pset_PlotwiseILSChecks');
    expect(sets).toHaveLength(1);
    expect(sets[0]!.on).toEqual(read.siteIds);
    const v = sets[0]!.values;
    expect([1, 2, 3, 4, 5, 6].map((n) => v[`Check${n}Status`])).toEqual(ils.map((c) => c.status));
    expect(v).toMatchObject({ Check2Name: 'height', Check2Status: 'fail', Check2Limit: 13, Check2Unit: 'm', Check2Article: 'art. 2.14', Check2Url: 'https://example.test/art-2.14', Check2Source: 'omgevingsplan Gemeentestad' });
    expect(v.Check2Actual).toBeCloseTo(ils[1]!.actual as number, 6);
    expect(v.Check2Actual as number).toBeGreaterThan(13);
    expect(v).toMatchObject({ Check1Status: 'not_checkable', Check1Reason: 'unknown_designation', Check1Article: 'art. 2.5', Check6Reason: 'no_limit' });
    expect(v.Check3Limit).toBe(60);
  });

  it('gives every building the standard quantities: height, eaves, footprint, gross floor area, storeys', () => {
    const gallery = buildings.find((b) => b.id === 'gallery')!.model;
    const figures = ilsBuildingFigures(gallery, 'gallery');
    const qto = read.sets.filter((s) => s.name === 'Qto_BuildingBaseQuantities');
    const common = read.sets.filter((s) => s.name === 'Pset_BuildingCommon');
    expect(qto).toHaveLength(instances);
    expect(common).toHaveLength(instances);
    expect(new Set(qto.flatMap((s) => s.on))).toEqual(new Set(read.buildingIds));
    expect(qto.some((s) => Math.abs((s.values.Height as number) - figures.heightMeters) < 1e-6 && Math.abs((s.values.GrossFloorArea as number) - figures.grossFloorAreaSquareMeters) < 1e-3)).toBe(true);
    expect(qto.every((s) => typeof s.values.FootprintArea === 'number' && typeof s.values.EavesHeight === 'number')).toBe(true);
    expect(common.some((s) => s.values.NumberOfStoreys === figures.storeys)).toBe(true);
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
