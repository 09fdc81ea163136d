import { describe, expect, it } from 'vitest';
import type { BuildingModel } from '../generator/buildingModel';
import type { RdPolygon } from '../search/filterSpec';
import { conceptNoiseChecks, loudestNearby, type BuildingNoiseCheck, noiseVerdict, prepareContours } from './noiseAtFacades';
import { noiseContourOf, noiseNormOf, noiseSourceClassOf } from './noiseNorms';

const X0 = 155_000;
const Y0 = 463_000;
const box = (x0: number, y0: number, x1: number, y1: number): RdPolygon => [
  [[x0, y0], [x1, y0], [x1, y1], [x0, y1]],
];

/** A model of one floor layout: a rectangle `length` x `width` m at (x, y) from the origin, `storeys` of 3 m. */
function slab(x: number, y: number, length: number, width: number, storeys: number): BuildingModel {
  const polygon = [{ x, y }, { x: x + length, y }, { x: x + length, y: y + width }, { x, y: y + width }];
  return {
    frame: { origin: { kind: 'rd', x: X0, y: Y0 }, rotate_z: 0 },
    shape: { instances: [{ x: 0, y: 0, rotate_z: 0 }] },
    children: { floors: [{ kind: 'storey', polygon, z: 0, height: 3, repeat_count: storeys }] },
  } as unknown as BuildingModel;
}

describe('noise norms (Bkl table 5.78t standard values, table 3.35 limit values)', () => {
  it('reads the source class from the layer, a road by its NWB manager', () => {
    expect(noiseSourceClassOf({ source: 'road', WEGBEHSRT: 'R' })).toBe('rijksweg');
    expect(noiseSourceClassOf({ source: 'road', road_manager: 'p' })).toBe('provinciale_weg');
    expect(noiseSourceClassOf({ source: 'road', WEGBEHSRT: 'G' })).toBe('gemeenteweg');
    expect(noiseSourceClassOf({ source: 'road' })).toBe('road_unknown');
    expect(noiseSourceClassOf({ source: 'railway' })).toBe('spoorweg');
    expect(noiseSourceClassOf({ source: 'industry' })).toBe('industrieterrein');
    expect(noiseSourceClassOf({ source: 'aircraft' })).toBe('other');
  });

  it('holds the published values: roads of the state and provinces 50/65, municipal roads 53/70, railways 55/70, industry 50/60', () => {
    expect(noiseNormOf('rijksweg')).toEqual({ standardDb: 50, limitDb: 65 });
    expect(noiseNormOf('provinciale_weg')).toEqual({ standardDb: 50, limitDb: 65 });
    expect(noiseNormOf('gemeenteweg')).toEqual({ standardDb: 53, limitDb: 70 });
    expect(noiseNormOf('waterschapsweg')).toEqual({ standardDb: 53, limitDb: 70 });
    expect(noiseNormOf('spoorweg')).toEqual({ standardDb: 55, limitDb: 70 });
    expect(noiseNormOf('industrieterrein')).toEqual({ standardDb: 50, limitDb: 60 });
    // unknown manager: the strictest road values; aircraft: not in the tables
    expect(noiseNormOf('road_unknown')).toEqual({ standardDb: 50, limitDb: 65 });
    expect(noiseNormOf('other')).toBeNull();
  });

  it('judges a band of whole decibels: a value equal to the norm meets it', () => {
    // municipal road, standard 53, limit 70
    expect(noiseVerdict(45, 50, 53, 70)).toBe('within');
    expect(noiseVerdict(50, 54, 53, 70)).toBe('within'); // 50..53
    expect(noiseVerdict(50, 55, 53, 70)).toBe('may_exceed_standard'); // 50..54
    expect(noiseVerdict(55, 60, 53, 70)).toBe('above_standard');
    expect(noiseVerdict(65, 70, 53, 70)).toBe('above_standard'); // 65..69
    expect(noiseVerdict(70, 75, 53, 70)).toBe('may_exceed_limit'); // 70..74: 70 meets it
    expect(noiseVerdict(71, 75, 53, 70)).toBe('above_limit');
  });

  it('makes a contour of a layer feature: the band is 5 dB unless the layer gives its top', () => {
    const p = [box(0, 0, 1, 1)];
    expect(noiseContourOf({ noise_db: 55, source: 'road', WEGBEHSRT: 'P', name: 'N798' }, p)).toMatchObject({ ldenDb: 55, bandTopDb: 60, sourceClass: 'provinciale_weg', sourceName: 'N798' });
    expect(noiseContourOf({ noise_db: 55, noise_db_max: 57, source: 'railway' }, p)).toMatchObject({ bandTopDb: 57, sourceClass: 'spoorweg' });
    expect(noiseContourOf({ source: 'road' }, p)).toBeNull();
    expect(noiseContourOf({ noise_db: 60 }, [])).toBeNull();
  });
});

describe('noise at the façades of a generated building', () => {
  // a slab 20 x 10 m, three storeys of 3 m: façades south and north 20 x 9 = 180 m2, east and west 10 x 9 = 90 m2
  const model = slab(0, 0, 20, 10, 3);
  const contours = prepareContours([
    // a state road south of it, 55-60 dB, reaching 2 m over the slab: the south façade and the south ends of east and west
    noiseContourOf({ noise_db: 55, source: 'road', WEGBEHSRT: 'R', name: 'A1' }, [box(X0 - 100, Y0 - 100, X0 + 100, Y0 + 2)])!,
    // a municipal road north, 50-55 dB, from 2 m below the north façade
    noiseContourOf({ noise_db: 50, source: 'road', WEGBEHSRT: 'G', name: 'Dorpsstraat' }, [box(X0 - 100, Y0 + 8, X0 + 100, Y0 + 100)])!,
    // a railway west, 71-75 dB, up to 1 m inside the slab's west end
    noiseContourOf({ noise_db: 71, noise_db_max: 75, source: 'railway', name: 'Knarlijn' }, [box(X0 - 100, Y0 - 100, X0 + 1, Y0 + 100)])!,
    // aircraft over everything: shown, never judged
    noiseContourOf({ noise_db: 58, source: 'aircraft', name: 'Lelystad' }, [box(X0 - 500, Y0 - 500, X0 + 500, Y0 + 500)])!,
  ]);

  it('judges each façade by its worst source and adds up the areas by hand', () => {
    const [check] = conceptNoiseChecks([{ blocktype: 'gallery_flats', model }], contours) as [BuildingNoiseCheck];
    expect(check.facades).toHaveLength(4);
    const byDirection = (dx: number, dy: number) =>
      check.facades.find((f) => Math.sign(f.to.x - f.from.x) === dx && Math.sign(f.to.y - f.from.y) === dy)!;
    const south = byDirection(1, 0);
    const east = byDirection(0, 1);
    const north = byDirection(-1, 0);
    const west = byDirection(0, -1);
    expect(south.areaSquareMeters).toBeCloseTo(180, 9);
    expect(east.areaSquareMeters).toBeCloseTo(90, 9);
    // south: the A1's 55 dB over the state road's standard of 50 (limit 65), and the railway at its west end: 71 > 70
    expect(south.exposures.find((e) => e.sourceClass === 'rijksweg')).toMatchObject({ ldenDb: 55, standardDb: 50, limitDb: 65, verdict: 'above_standard' });
    expect(south.verdict).toBe('above_limit');
    // east: the A1 at its south end, the Dorpsstraat at its north end (50-55 against 53: may exceed)
    expect(east.verdict).toBe('above_standard');
    expect(east.exposures.find((e) => e.sourceClass === 'gemeenteweg')?.verdict).toBe('may_exceed_standard');
    // north: the Dorpsstraat and the railway at its west end
    expect(north.verdict).toBe('above_limit');
    expect(west.verdict).toBe('above_limit');
    // aircraft noise is on every façade but has no verdict
    expect(west.exposures.find((e) => e.sourceClass === 'other')).toMatchObject({ ldenDb: 58, verdict: null });
    expect(check.areaByVerdict).toEqual({ within: 0, may_exceed_standard: 0, above_standard: 90, may_exceed_limit: 0, above_limit: 450 });
    expect(check.governing).toMatchObject({ sourceClass: 'spoorweg', ldenDb: 71 });
    expect(check.verdict).toBe('above_limit');
  });

  it('a façade outside every contour is within, a wall against a neighbour of the concept is no façade, an office is not checked', () => {
    const far = prepareContours([noiseContourOf({ noise_db: 60, source: 'road', WEGBEHSRT: 'R' }, [box(X0 + 500, Y0, X0 + 600, Y0 + 100)])!]);
    const [alone] = conceptNoiseChecks([{ blocktype: 'street_housing', model }], far) as [BuildingNoiseCheck];
    expect(alone.verdict).toBe('within');
    expect(alone.areaByVerdict.within).toBeCloseTo(540, 9);
    // a second slab against the east façade: 3 façades are left, 450 m2
    const [beside, office] = conceptNoiseChecks([{ blocktype: 'street_housing', model }, { blocktype: 'office', model: slab(20, 0, 10, 10, 3) }], far) as [BuildingNoiseCheck, null];
    expect(beside.facades).toHaveLength(3);
    expect(beside.areaByVerdict.within).toBeCloseTo(450, 9);
    expect(office).toBeNull();
  });

  it('says of a site without buildings the loudest band of each source near it, judged by its norms', () => {
    const near = loudestNearby([
      noiseContourOf({ noise_db: 55, source: 'road', WEGBEHSRT: 'P', name: 'N798' }, [box(0, 0, 1, 1)])!,
      noiseContourOf({ noise_db: 60, source: 'road', WEGBEHSRT: 'P', name: 'N798' }, [box(0, 0, 1, 1)])!,
      noiseContourOf({ noise_db: 50, source: 'railway', name: 'Knarlijn' }, [box(0, 0, 1, 1)])!,
    ]);
    expect(near.map((e) => [e.sourceName, e.ldenDb, e.verdict])).toEqual([
      ['N798', 60, 'above_standard'],
      ['Knarlijn', 50, 'within'],
    ]);
  });
});
