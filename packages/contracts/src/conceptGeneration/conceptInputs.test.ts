import type { ApiRecord } from '../types';
import { defaultBuildingCfg, defaultUnitCfg, generate, standardUnits } from '@plotwise/core/generator/index';
import { describe, expect, it } from 'vitest';
import { companyGenerationParameters, conceptGeneratorInputs, storedBuildingInput, storedUnitInputs } from './conceptInputs';
import { conceptSite } from './conceptSite';

const site = conceptSite({ id: 1, lat: 52.0786, lon: 5.0991, plotsize: 14_850 } as ApiRecord<'locations'>);
const gallery = {
  id: 7,
  name: 'Galerij',
  x: site.centre.x,
  y: site.centre.y,
  maxlength: 60,
  maxwidth: 12,
  maxheight: 24,
  rotate_z: 0,
  conceptId: 3,
  cfg: {
    blocktype: 'gallery_flats',
    floors: [{ name: 'f', repeat_count: 6, height: 3 }],
    units: [{ mode: 'reference', unitId: 'u75', repeat_ratio: 1, order: 0 }],
  },
} as unknown as ApiRecord<'buildings'>;

describe('conceptGeneratorInputs', () => {
  it("generates on the location's site: its plot area gives the FSI", () => {
    const [input] = conceptGeneratorInputs([gallery], standardUnits(), site, {});
    expect(input!.site.plot_area).toBe(14_850);
    const r = generate(input!);
    expect(r.form_factors.units).toBeGreaterThan(0);
    expect(r.form_factors.fsi).toBeCloseTo(r.form_factors.gfa / 14_850, 6);
  });

  it("applies the company's generation parameters (a thicker outer wall leaves less net area)", () => {
    const params = companyGenerationParameters({
      id: 1,
      companyCfgId: 2,
      outer_wall_thickness: '0.8',
      corridor_width: ' ',
    } as unknown as ApiRecord<'generation_parameters'>);
    expect(params).toEqual({ outer_wall_thickness: '0.8' });
    const plain = generate(conceptGeneratorInputs([gallery], standardUnits(), site, {})[0]!);
    const thick = generate(conceptGeneratorInputs([gallery], standardUnits(), site, params)[0]!);
    expect(thick.form_factors.nfa).toBeLessThan(plain.form_factors.nfa);
  });

  const unit = (over: Record<string, unknown>) => ({ id: 7, name: 'Studio', order: 10, size: 40, size_max: 50, price: 950, income_mode: 'rent_unit_month', programme_goal: null, locationId: 1, ...over }) as unknown as ApiRecord<'units'>;

  it('takes a unit cfg without its keys and empty values, and a price basis by default', () => {
    const [u] = storedUnitInputs([unit({ income_mode: null, cfg: { id: 1, companyId: 2, unitId: 7, maxdepth: 14, parking_ratio: null } })]);
    expect(u!.income_mode).toBe('rent_unit_month');
    expect(u!.cfg.maxdepth).toBe(14);
    // an empty stored value keeps the generator's default
    expect(u!.cfg.parking_ratio).toBe(defaultUnitCfg().parking_ratio);
    expect(u!.cfg).not.toHaveProperty('companyId');
  });

  it('takes a building with its stored cfg over the defaults, without the cfg keys', () => {
    const building = { id: 5, name: 'Galerij', conceptId: 2, maxwidth: 12, maxlength: 60, maxheight: 24, x: 1000, y: 500, rotate_z: 0.5, cfg: { id: 9, buildingId: 5, blocktype: 'gallery_flats', function: null } } as unknown as ApiRecord<'buildings'>;
    const input = storedBuildingInput(building);
    expect(input.cfg.blocktype).toBe('gallery_flats');
    expect(input.cfg.function).toBe(defaultBuildingCfg().function);
    expect(input.cfg).not.toHaveProperty('buildingId');
    expect(input.rotate_z).toBe(0.5);
  });
});
