import { STORED_RESULT_FORMAT } from '@plotwise/contracts';
import { generate, modelFootprints, type BuildingModel } from '@plotwise/core';
import { blockExamples } from '@plotwise/core/generator/examples/blockExamples';
import { describe, expect, it } from 'vitest';
import { detailNeeds, planFloorIndex, sumFormFactors, topViewSvg, unitTypesOf } from './conceptDetails';
import { cleanStored } from './storedResult';

// The pure parts of the concept sections' payload: which stored results count, the storey a plan shows, the sums
// over buildings, the units per type and the top view's SVG.
const { model, form_factors } = generate(blockExamples().find((e) => e.name === 'gallery_flats')!.input);
const figures = (gfa: number, units: number, size: number, height: number) => ({
  units, gfa, nfa: gfa * 0.8, built_area: 100, plot_area: 1800, fsi: gfa / 1800, gsi: 0.1, max_height: height, floors: 3,
  average_unit_size: size, parking_spots: 2,
});

describe('concept details', () => {
  it('counts a stored result only when the building is clean and the result has the current format and a model', () => {
    const result = { format: STORED_RESULT_FORMAT, input_key: 'k', model, form_factors };
    expect(cleanStored({ dirty: false, result })?.model).toBe(model);
    expect(cleanStored({ dirty: true, result })).toBeNull();
    expect(cleanStored({ dirty: null, result })).toBeNull();
    expect(cleanStored({ dirty: false, result: { ...result, format: STORED_RESULT_FORMAT + 1 } })).toBeNull();
    expect(cleanStored({ dirty: false, result: { ...result, model: 'x' } })).toBeNull();
    expect(cleanStored({ dirty: false, result: null })).toBeNull();
  });

  it('plans the asked storey when the building has it, else the first storey with units', () => {
    const level = (i: number) => model.children.floors.find((f) => f.index === i)!.level;
    const withUnits = model.children.floors.find((f) => f.kind === 'storey' && f.spaces.some((s) => s.category === 'unit'))!;
    expect(planFloorIndex(model, null)).toBe(withUnits.index);
    expect(level(planFloorIndex(model, 0))).toBe(0);
    expect(planFloorIndex(model, 99)).toBe(withUnits.index);
    const empty = { ...model, children: { ...model.children, floors: [] } } as BuildingModel;
    expect(planFloorIndex(empty, null)).toBe(0);
  });

  it('sums the buildings: areas and counts add up, height and floors are the highest, the unit size is weighted', () => {
    expect(sumFormFactors([])).toBeNull();
    const sum = sumFormFactors([figures(1000, 10, 60, 12), figures(3000, 30, 80, 30)])!;
    expect(sum).toMatchObject({ gfa: 4000, units: 40, max_height: 30, floors: 3, plot_area: 1800, parking_spots: 4 });
    expect(sum.average_unit_size).toBeCloseTo(75);
    expect(sum.fsi).toBeCloseTo(4000 / 1800);
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
