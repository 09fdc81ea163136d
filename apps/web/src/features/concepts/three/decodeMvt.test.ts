import { describe, expect, it } from 'vitest';
import { rdToLngLat } from '@plotwise/core/geometry/rdWgs84';
import { rdPoint } from '@plotwise/core/units/units';
import { decodeMvtLayer, decodeMvtPoints } from './decodeMvt';
import { tileTrees } from './treesFromTiles';
import { tileSurroundings, tilesAround } from './surroundingsFromTiles';

// A tiny protobuf writer, enough to write a tile by the MVT spec (so the reader is tested against the format,
// not against itself).
const varint = (n: number): number[] => {
  const out: number[] = [];
  while (n >= 0x80) {
    out.push((n % 0x80) | 0x80);
    n = Math.floor(n / 0x80);
  }
  out.push(n);
  return out;
};
const field = (no: number, wire: number) => varint((no << 3) | wire);
const bytes = (no: number, body: number[]) => [...field(no, 2), ...varint(body.length), ...body];
const text = (no: number, s: string) => bytes(no, [...new TextEncoder().encode(s)]);
const packed = (no: number, values: number[]) => bytes(no, values.flatMap(varint));
const zz = (n: number) => (n < 0 ? -2 * n - 1 : 2 * n);
const double = (v: number) => {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setFloat64(0, v, true);
  return [...field(3, 1), ...b];
};

/** A square ring at (x, y) of side s in tile units, clockwise on screen (an outer ring). */
const square = (x: number, y: number, s: number) => [
  (1 << 3) | 1,
  zz(x),
  zz(y),
  (3 << 3) | 2,
  zz(s),
  zz(0),
  zz(0),
  zz(s),
  zz(-s),
  zz(0),
  7,
];

function tile(): Uint8Array {
  const feature = (tags: number[], geometry: number[]) =>
    bytes(2, [...field(3, 0), ...varint(3), ...packed(2, tags), ...packed(4, geometry)]);
  const layer = [
    ...field(15, 0),
    ...varint(2),
    ...text(1, 'buildings'),
    ...feature([0, 0, 1, 1], square(100, 100, 50)),
    ...feature([0, 2], square(2000, 2000, 40)),
    ...text(3, 'identificatie'),
    ...text(3, 'height_m'),
    ...bytes(4, text(1, '0363100012345678')),
    ...bytes(4, double(12.5)),
    ...bytes(4, text(1, '0363100099999999')),
    ...field(5, 0),
    ...varint(4096),
  ];
  const other = [...text(1, 'plots')];
  return new Uint8Array([...bytes(3, other), ...bytes(3, layer)]);
}

describe('decodeMvtLayer', () => {
  it('reads the polygons and properties of the named layer', () => {
    const { extent, features } = decodeMvtLayer(tile(), 'buildings');
    expect(extent).toBe(4096);
    expect(features).toHaveLength(2);
    expect(features[0]!.properties).toEqual({ identificatie: '0363100012345678', height_m: 12.5 });
    expect(features[0]!.rings).toEqual([
      [
        [100, 100],
        [150, 100],
        [150, 150],
        [100, 150],
      ],
    ]);
    expect(features[1]!.properties).toEqual({ identificatie: '0363100099999999' });
    expect(decodeMvtLayer(tile(), 'nothing').features).toEqual([]);
  });

  it('turns tile features into surrounding buildings in RD, with the 3D BAG height or the default 9 m', () => {
    const centre = rdPoint(121_000, 487_000);
    const site = { buildableArea: [], centre, centreLngLat: rdToLngLat(centre) };
    const tiles = tilesAround(site, 250);
    expect(tiles.length).toBeGreaterThanOrEqual(1);
    expect(tiles.length).toBeLessThanOrEqual(9);
    const t = tiles[0]!;
    const { extent, features } = decodeMvtLayer(tile(), 'buildings');
    const all = tileSurroundings(features, extent, t, site, 100_000);
    expect(all.map((b) => [b.identificatie, b.heightMeters, b.heightSource])).toEqual([
      ['0363100012345678', 12.5, '3dbag'],
      ['0363100099999999', 9, 'default'],
    ]);
    // 50 tile units at z16 are about 4.6 m on the ground at this latitude.
    const side = Math.hypot(all[0]!.ring[1]!.x - all[0]!.ring[0]!.x, all[0]!.ring[1]!.y - all[0]!.ring[0]!.y);
    expect(side).toBeGreaterThan(4);
    expect(side).toBeLessThan(5.5);
    expect(tileSurroundings(features, extent, t, site, 1)).toEqual([]);
  });
});

/** A `features` layer: two trees (one without a height) and a bench, as the tile server writes them. */
function pointTile(): Uint8Array {
  const point = (tags: number[], x: number, y: number) =>
    bytes(2, [...field(3, 0), ...varint(1), ...packed(2, tags), ...packed(4, [(1 << 3) | 1, zz(x), zz(y)])]);
  const layer = [
    ...field(15, 0),
    ...varint(2),
    ...text(1, 'features'),
    ...point([0, 0, 1, 1], 1000, 1000),
    ...point([0, 0], 1010, 1000),
    ...point([0, 2, 1, 1], 3000, 3000),
    ...text(3, 'layer'),
    ...text(3, 'height_m'),
    ...bytes(4, text(1, 'trees')),
    ...bytes(4, double(14)),
    ...bytes(4, text(1, 'amenities')),
    ...field(5, 0),
    ...varint(4096),
  ];
  return new Uint8Array(bytes(3, layer));
}

describe('decodeMvtPoints and tileTrees', () => {
  it('reads the points of the named layer', () => {
    const { extent, points } = decodeMvtPoints(pointTile(), 'features');
    expect(extent).toBe(4096);
    expect(points.map((p) => [p.x, p.y, p.properties.layer])).toEqual([
      [1000, 1000, 'trees'],
      [1010, 1000, 'trees'],
      [3000, 3000, 'amenities'],
    ]);
    expect(decodeMvtPoints(pointTile(), 'buildings').points).toEqual([]);
    // the polygon reader skips points
    expect(decodeMvtLayer(pointTile(), 'features').features).toEqual([]);
  });

  it('keeps the trees near the site, with their height or the default 8 m', () => {
    const centre = rdPoint(121_000, 487_000);
    const site = { buildableArea: [], centre, centreLngLat: rdToLngLat(centre) };
    const t = tilesAround(site, 250)[0]!;
    const { extent, points } = decodeMvtPoints(pointTile(), 'features');
    const trees = tileTrees(points, extent, t, site, 100_000);
    expect(trees.map((x) => x.heightMeters)).toEqual([14, 8]);
    // 10 tile units apart at z16: about 0.9 m on the ground
    expect(trees[1]!.at.x - trees[0]!.at.x).toBeGreaterThan(0.8);
    expect(trees[1]!.at.x - trees[0]!.at.x).toBeLessThan(1.1);
    expect(tileTrees(points, extent, t, site, 1)).toEqual([]);
  });
});
