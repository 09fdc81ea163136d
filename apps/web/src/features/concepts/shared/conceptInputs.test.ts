import type { ApiRecord } from '@plotwise/contracts';
import { generate, standardUnits } from '@plotwise/core/generator/index';
import { describe, expect, it } from 'vitest';
import { companyGenerationParameters, conceptGeneratorInputs } from './conceptInputs';
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
});
