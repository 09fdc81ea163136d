import { generate, modelFootprints, type BuildingModel } from '@plotwise/core';
import { blockExamples } from '@plotwise/core/generator/examples/blockExamples';
import { describe, expect, it } from 'vitest';
import { detailNeeds, planFloorIndex, topViewSvg, unitTypesOf } from './conceptDetails';

// The pure parts of the concept sections' payload: the storey a plan shows, the units per type and the top view's SVG
// (which stored results count: contracts conceptGeneration/storedResult.test.ts).
const { model, form_factors } = generate(blockExamples().find((e) => e.name === 'gallery_flats')!.input);

describe('concept details', () => {
  it('plans the asked storey when the building has it, else the first storey with units', () => {
    const level = (i: number) => model.children.floors.find((f) => f.index === i)!.level;
    const withUnits = model.children.floors.find((f) => f.kind === 'storey' && f.spaces.some((s) => s.category === 'unit'))!;
    expect(planFloorIndex(model, null)).toBe(withUnits.index);
    expect(level(planFloorIndex(model, 0))).toBe(0);
    expect(planFloorIndex(model, 99)).toBe(withUnits.index);
    const empty = { ...model, children: { ...model.children, floors: [] } } as BuildingModel;
    expect(planFloorIndex(empty, null)).toBe(0);
  });

  it("counts units per type as the form factors do and names them by the location's unit types", () => {
    const types = unitTypesOf(model, new Map());
    expect(types.reduce((s, u) => s + u.count, 0)).toBe(form_factors.units);
    const first = model.children.floors.flatMap((f) => f.spaces).find((s) => s.category === 'unit' && s.unit_id !== null);
    if (first) expect(unitTypesOf(model, new Map([[String(first.unit_id), 'Tweekamer']])).map((u) => u.name)).toContain('Tweekamer');
  });

  it('draws the plots and the ground outlines north up, and nothing without either', () => {
    expect(detailNeeds([{ type: 'concept_topview', param2: null } as never])).toMatchObject({ any: true, topview: true, floorplans: false });
    expect(topViewSvg([], [])).toBeNull();
    const prints = modelFootprints(model);
    const box = prints.flatMap((p) => p.ring);
    const x0 = Math.min(...box.map((p) => p.x));
    const y0 = Math.min(...box.map((p) => p.y));
    const plot = [{ x: x0 - 10, y: y0 - 10 }, { x: x0 + 60, y: y0 - 10 }, { x: x0 + 60, y: y0 + 40 }, { x: x0 - 10, y: y0 + 40 }];
    const svg = topViewSvg([plot], prints)!;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/class="plot"/g)).toHaveLength(1);
    expect(svg.match(/class="building"/g)!.length).toBeGreaterThan(0);
    expect(Number(/width="(\d+)"/.exec(svg)![1])).toBeLessThanOrEqual(641);
    // the plot's south-west corner is drawn at the bottom left
    const pts = /class="plot" points="([^"]+)"/.exec(svg)![1]!.split(' ').map((p) => p.split(',').map(Number) as [number, number]);
    expect(pts[0]![0]).toBe(Math.min(...pts.map((p) => p[0])));
    expect(pts[0]![1]).toBe(Math.max(...pts.map((p) => p[1])));
  });
});
