import { describe, expect, it } from 'vitest';
import { latToTileY, lonToTileX, rdPoint, rdToLngLat, type TileAddress } from '@plotwise/core';
import { GeomType, clipLine, clipRing, ringArea } from '../tiles/tileGeometry';
import { TILE_EXTENT, TileProjection } from '../tiles/tileProjection';
import { rdLevelFor, rdTileBox, rdTilesCovering, RD_QUAD_CELL_SIZE_0, RD_QUAD_ORIGIN_X, RD_QUAD_ORIGIN_Y, rdTileSpan } from './rdTileMatrixSet';
import { reprojectRdTiles, SOURCE_LAYER_PROPERTY } from './reprojectRdTiles';
import { amersfoortFixture, rdFixtureTile, type RdFixtureFeature } from './testing/pdokTilesServer';

/** The Web Mercator tile of zoom z that holds an RD point. */
function tileOf(x: number, y: number, z: number): TileAddress {
  const p = rdToLngLat(rdPoint(x, y));
  return { z, x: Math.floor(lonToTileX(p.lng, z)), y: Math.floor(latToTileY(p.lat, z)) };
}

/** Exact tile units of an RD point: RD -> WGS84 (rdWgs84) -> Web Mercator tile maths, no interpolation. */
function exact(t: TileAddress, x: number, y: number): [number, number] {
  const p = rdToLngLat(rdPoint(x, y));
  return [(lonToTileX(p.lng, t.z) - t.x) * TILE_EXTENT, (latToTileY(p.lat, t.z) - t.y) * TILE_EXTENT];
}

/** The features of Mercator tile t, reprojected from the fixture's RD tiles as the adapter picks them. */
function reprojected(features: RdFixtureFeature[], t: TileAddress) {
  const proj = new TileProjection(t);
  const level = rdLevelFor(proj.rdBox, 0, 16);
  const rdTiles = rdTilesCovering(proj.rdBox, level).map((r) => ({ ...r, bytes: rdFixtureTile(features, r) ?? new Uint8Array(0) }));
  return { level, rdTiles, features: reprojectRdTiles(rdTiles, proj) };
}

const byId = (fs: ReturnType<typeof reprojected>['features'], id: string, type: GeomType) => fs.filter((f) => f.properties.identificatie === id && f.geometry.type === type);
const length = (parts: number[][]) => parts.reduce((s, p) => s + Array.from({ length: p.length / 2 - 1 }, (_, i) => Math.hypot(p[2 * i + 2]! - p[2 * i]!, p[2 * i + 3]! - p[2 * i + 1]!)).reduce((a, b) => a + b, 0), 0);
const flat = (pts: [number, number][]) => pts.flat();

describe('NetherlandsRDNewQuad', () => {
  it('has its published origin, cell size and bounding box, and RD 155000, 463000 on a tile corner at every level', () => {
    expect(RD_QUAD_ORIGIN_X + rdTileSpan(0)).toBeCloseTo(595401.92, 6);
    expect(RD_QUAD_ORIGIN_Y - rdTileSpan(0)).toBeCloseTo(22598.08, 6);
    expect(RD_QUAD_CELL_SIZE_0 / 2 ** 12).toBeCloseTo(0.84, 9);
    for (const level of [1, 5, 12]) {
      const half = 2 ** (level - 1);
      expect(rdTileBox({ level, row: half, col: half })).toMatchObject({ minX: expect.closeTo(155000, 6), maxY: expect.closeTo(463000, 6) });
    }
  });

  it('picks the level whose detail matches a 512 px Mercator tile, a few RD tiles each way', () => {
    const proj = new TileProjection(tileOf(155000, 463000, 14));
    expect(rdLevelFor(proj.rdBox, 0, 16)).toBe(10);
    expect(rdLevelFor(proj.rdBox, 0, 8)).toBe(8);
    const n = rdTilesCovering(proj.rdBox, 10).length;
    expect(n).toBeGreaterThanOrEqual(4);
    expect(n).toBeLessThanOrEqual(9);
  });
});

describe('RD tiles reprojected into a Web Mercator tile', () => {
  const fixture = amersfoortFixture();

  it('puts a square around Amersfoort at the Mercator pixels rdWgs84 and the tile maths give, as one feature though four RD tiles cut it', () => {
    const t = tileOf(155000, 463000, 16);
    const { rdTiles, features } = reprojected(fixture, t);
    // RD 155000, 463000 is a corner of four RD tiles: the square comes in four pieces
    expect(rdTiles.filter((r) => r.bytes.byteLength).length).toBeGreaterThanOrEqual(4);
    const [poly] = byId(features, 'nl.imow-gm9999.gebied.small', GeomType.Polygon);
    expect(poly).toBeDefined();
    expect(poly!.properties).toEqual({ identificatie: 'nl.imow-gm9999.gebied.small', [SOURCE_LAYER_PROPERTY]: 'locaties' });
    const corners = ([[154960, 462960], [155040, 462960], [155040, 463040], [154960, 463040]] as const).map(([x, y]) => exact(t, x, y));
    // every corner is inside this tile (the square is 80 m, the tile about 375 m)
    for (const [u, v] of corners) expect(u > 0 && u < TILE_EXTENT && v > 0 && v < TILE_EXTENT).toBe(true);
    const vertices = poly!.geometry.parts.flatMap((p) => Array.from({ length: p.length / 2 }, (_, i) => [p[2 * i]!, p[2 * i + 1]!] as const));
    // each corner is a vertex within one tile unit (an eighth of a screen pixel at 512 px)
    for (const [u, v] of corners) expect(Math.min(...vertices.map(([a, b]) => Math.hypot(a - u, b - v)))).toBeLessThanOrEqual(1);
    // the pieces fill the square once: no overlap from the source tiles' buffers, no gap
    const area = poly!.geometry.parts.reduce((s, p) => s + ringArea(p), 0);
    expect(area / Math.abs(ringArea(flat(corners)))).toBeCloseTo(1, 2);
    // exteriors have positive area in tile units (MVT 2)
    for (const p of poly!.geometry.parts) expect(ringArea(p)).toBeGreaterThan(0);
    // the outline is the square's perimeter only: the cuts between the RD tiles are left out
    const [outline] = byId(features, 'nl.imow-gm9999.gebied.small', GeomType.Line);
    const perimeter = length([[...flat(corners), ...corners[0]!]]);
    expect(length(outline!.geometry.parts) / perimeter).toBeCloseTo(1, 2);
  });

  it('keeps a hole and clips a polygon larger than the Mercator tile to it', () => {
    const t = tileOf(155300, 463300, 15);
    const { features } = reprojected(fixture, t);
    const [poly] = byId(features, 'nl.imow-gm9999.gebied.large', GeomType.Polygon);
    const ringOf = (cx: number, cy: number, h: number) => flat(([[cx - h, cy - h], [cx + h, cy - h], [cx + h, cy + h], [cx - h, cy + h]] as const).map(([x, y]) => exact(t, x, y)));
    const expected = Math.abs(ringArea(clipRing(ringOf(155300, 463300, 600)))) - Math.abs(ringArea(clipRing(ringOf(155300, 463300, 100))));
    const area = poly!.geometry.parts.reduce((s, p) => s + ringArea(p), 0);
    expect(area / expected).toBeCloseTo(1, 2);
    expect(poly!.geometry.parts.some((p) => ringArea(p) < 0)).toBe(true);
    // every vertex lies within the tile and its buffer
    for (const p of poly!.geometry.parts) for (const c of p) expect(c >= -64 && c <= TILE_EXTENT + 64).toBe(true);
  });

  it('joins a line crossing RD tile borders without doubling it in their buffers, and keeps a point once', () => {
    const t = tileOf(155000, 462600, 14);
    const { features } = reprojected(fixture, t);
    const [line] = byId(features, 'nl.imow-gm9999.lijn.1', GeomType.Line);
    expect(line!.properties[SOURCE_LAYER_PROPERTY]).toBe('lijnen');
    const expected = clipLine(flat([exact(t, 154200, 462600), exact(t, 156200, 462600)]));
    expect(length(line!.geometry.parts) / length(expected)).toBeCloseTo(1, 2);
    const [point] = byId(features, 'nl.imow-gm9999.punt.1', GeomType.Point);
    expect(point!.geometry.parts).toHaveLength(1);
    expect(point!.geometry.parts[0]).toHaveLength(2);
    const [u, v] = exact(t, 154800, 462800);
    expect(Math.hypot(point!.geometry.parts[0]![0]! - u, point!.geometry.parts[0]![1]! - v)).toBeLessThanOrEqual(1);
  });

  it('answers no features for RD tiles without data', () => {
    const t = tileOf(240000, 580000, 15);
    expect(reprojected(fixture, t).features).toEqual([]);
  });
});
