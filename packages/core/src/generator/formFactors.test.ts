import { describe, expect, it } from 'vitest';
import { rdPoint } from '../units/units';
import { blockExamples } from './examples/blockExamples';
import { conceptFormFactors } from './formFactors';
import { generate } from './versions';

const cx = 155_000;
const cy = 463_000;
const site = {
  buildable_area: [
    rdPoint(cx - 100, cy - 50),
    rdPoint(cx + 100, cy - 50),
    rdPoint(cx + 100, cy + 50),
    rdPoint(cx - 100, cy + 50),
  ],
};
const run = (name: string) => generate({ ...blockExamples().find((e) => e.name === name)!.input, site });

describe('form factors', () => {
  it('computes a gallery flat on a 200 x 100 m plot by hand: GSI 0.02, FSI 0.032, the open gallery outside the GFA', () => {
    const ff = run('gallery_flats').form_factors;
    expect(ff.plot_area).toBe(20_000);
    // seen from above the gallery is part of the building; its 40 x 2.0 m a floor is outdoor space (ADR 0011)
    expect(ff.built_area).toBeCloseTo(400, 9);
    expect(ff.gsi).toBeCloseTo(0.02, 12);
    expect(ff.outdoor_circulation_area).toBeCloseTo(2 * 80, 9);
    expect(ff.gfa).toBeCloseTo(2 * 320, 9);
    expect(ff.fsi).toBeCloseTo(640 / 20_000, 12);
    // the facade behind the gallery: 100 m outline + 84 m gallery ring - 2 x 44 m shared, 6 m high
    expect(ff.facade_area).toBeCloseTo(96 * 6, 9);
    expect(ff.facade_ratio).toBeCloseTo(576 / 640, 12);
    expect(ff.roof_area).toBeCloseTo(400, 9);
    // BENG's Als: the facade, and the roof and the ground floor over and under the 320 m2 the gallery leaves
    expect(ff.loss_area).toBeCloseTo(576 + 320 + 320, 9);
    expect(ff.volume).toBeCloseTo(640 * 3, 9);
    expect(ff.gfa_by_use.residential).toBeCloseTo(640, 9);
    // the gallery's 1.5 m net leaves the NFA and the circulation; its balustrade and wall strip the walls
    expect(ff.nfa).toBeCloseTo(ff.unit_area + ff.circulation_area + ff.core_area + ff.ancillary_area, 9);
    expect(ff.circulation_area).toBeLessThan(2 * 50);
    expect(ff.envelope_area).toBeCloseTo(400, 9);
    // The ground floor: an 88.5 m2 unit each side, the storage room (6 private storages) before the core.
    expect(ff.saleable_area).toBeCloseTo(68.25 * 2 + 66 * 2 + 88.5 * 2, 9);
  });

  it('adds buildings of a concept up on the shared plot: GSI and FSI of the sum, units and parking together', () => {
    const a = run('gallery_flats');
    const b = run('parking');
    const ff = conceptFormFactors([a, b], site);
    expect(ff.gfa).toBeCloseTo(640 + 3200, 9);
    expect(ff.outdoor_circulation_area).toBeCloseTo(160, 9);
    expect(ff.gsi).toBeCloseTo((400 + 1600) / 20_000, 12);
    expect(ff.units).toBe(6);
    // The worked parking example: 80 spots since two staircases among its bays keep every bay within reach.
    expect(ff.parking_spots).toBe(80);
    expect(ff.parking_per_unit).toBeCloseTo(80 / 6, 12);
    expect(ff.gfa_by_use.other).toBeCloseTo(3200, 9);
    expect(ff.floors).toBe(2);
  });

  it('counts the DC office strip and office floor as office use and the hall as industrial', () => {
    const ff = run('distribution_centre').form_factors;
    // The upper office floor (420 m2) plus the ground floor's strip share, which is at most 120 x 3.5 m.
    expect(ff.gfa_by_use.office).toBeGreaterThan(420 + 300);
    expect(ff.gfa_by_use.office).toBeLessThan(420 + 420);
    expect(ff.gfa_by_use.office + ff.gfa_by_use.industrial).toBeCloseTo(5820, 6);
    expect(ff.gfa_by_use.business).toBeCloseTo(5820, 6);
    expect(ff.gfa_by_use.industrial).toBeGreaterThan(5000);
    expect(ff.paved_area).toBeCloseTo(120 * 35, 6);
  });
});
