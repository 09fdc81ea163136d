import { generate, standardConcept } from '@plotwise/core/generator/index';
import {
  IFCBUILDING,
  IFCBUILDINGSTOREY,
  IFCMAPCONVERSION,
  IFCPROJECT,
  IFCQUANTITYAREA,
  IFCRELAGGREGATES,
  IFCSITE,
  IFCSPACE,
  IfcAPI,
} from 'web-ifc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptIfc, storeysOf } from './conceptIfc';
import { ifcGuid, stepReal, stepString } from './stepWriter';

// The standard concept of the benchmark written as IFC4 and read back with web-ifc, the library CAD viewers
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

let api: IfcAPI;
let modelId: number;
beforeAll(async () => {
  api = new IfcAPI();
  await api.Init();
  modelId = api.OpenModel(new TextEncoder().encode(written.text));
});
afterAll(() => api?.CloseModel(modelId));

const ids = (type: number) => {
  const v = api.GetLineIDsWithType(modelId, type);
  return Array.from({ length: v.size() }, (_, i) => v.get(i));
};

describe('conceptIfc', () => {
  it('opens in web-ifc as IFC4 with one project, one site and a building per building instance', () => {
    expect(modelId).toBeGreaterThanOrEqual(0);
    expect(api.GetModelSchema(modelId)).toBe('IFC4');
    expect(ids(IFCPROJECT)).toHaveLength(1);
    expect(ids(IFCSITE)).toHaveLength(1);
    const instances = buildings.reduce((n, b) => n + b.model.shape.instances.length, 0);
    expect(ids(IFCBUILDING)).toHaveLength(instances);
    expect(written.buildings).toBe(instances);
    expect(ids(IFCMAPCONVERSION)).toHaveLength(1);
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
    expect(ids(IFCBUILDINGSTOREY)).toHaveLength(storeys);
    expect(ids(IFCSPACE)).toHaveLength(spaces);
    expect(written.storeys).toBe(storeys);
    expect(written.spaces).toBe(spaces);
    // The gallery flat has 8 repeated storeys: 8 storeys in the file.
    const gallery = buildings.find((b) => b.id === 'gallery')!;
    expect(storeysOf(gallery.model).length).toBeGreaterThanOrEqual(8);
  });

  it("keeps a unit's function and net area (IfcQuantityArea) and its name", () => {
    const gallery = buildings.find((b) => b.id === 'gallery')!.model;
    const unit = gallery.children.floors.flatMap((f) => f.spaces).find((s) => s.category === 'unit')!;
    const space = ids(IFCSPACE)
      .map((id) => api.GetLine(modelId, id))
      .find(
        (l: { LongName?: { value: string }; Name?: { value: string } }) =>
          l.Name?.value.endsWith(`.${unit.id}`) && l.LongName?.value === unit.unit_name,
      );
    expect(space).toBeDefined();
    expect(space.ObjectType.value).toBe(unit.functiontype);
    const areas = ids(IFCQUANTITYAREA).map((id) => api.GetLine(modelId, id));
    const net = areas
      .filter((q: { Name: { value: string } }) => q.Name.value === 'NetFloorArea')
      .map((q: { AreaValue: { value: number } }) => q.AreaValue.value);
    expect(net.some((a: number) => Math.abs(a - unit.area_net) < 1e-3)).toBe(true);
    expect(net.length).toBe(written.spaces);
  });

  it('ties the hierarchy together: every storey and space is part of something', () => {
    const parts = new Set<number>();
    for (const id of ids(IFCRELAGGREGATES))
      for (const p of api.GetLine(modelId, id).RelatedObjects) parts.add(p.value);
    for (const id of [...ids(IFCSITE), ...ids(IFCBUILDING), ...ids(IFCBUILDINGSTOREY), ...ids(IFCSPACE)])
      expect(parts.has(id)).toBe(true);
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
    expect(stepReal(0.00001)).toBe('0.00001');
    expect(stepReal(-0)).toBe('0.');
  });
});
