import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zxyToTileId } from 'pmtiles';
import { latToTileY, lonToTileX, type TileAddress } from '@plotwise/core';
import type { TileArchive, TileLayerId } from '@plotwise/contracts';
import { tileLayers } from '../tileLayers';
import type { TileService } from '../tileService';
import { PmtilesWriter, type WrittenArchive } from './pmtilesWriter';

// Static archives of the national tile layers (ADR 0010 part 3): each layer cut once per data version into one
// PMTiles file that any HTTP cache, CDN or object store serves with byte ranges, so the map's tiles of a national
// layer need no app server and no database. Cut from the same TileService code as the live tiles (the same bytes).

/** The deepest zoom cut: the map's tile sources stop here and draw closer zooms from these tiles (toMapStyle). */
const ARCHIVE_MAX_ZOOM = 16;
/**
 * Layers whose tiles carry every row and property from a lower zoom on stop there: statistics (the pc6 level from
 * z14) and features (points from z12) cover the whole country, so their z15-z16 would be most of a national cut for
 * nothing; the map draws closer zooms from z14's tiles (a tile unit is some 0.6 m there).
 */
const DEEPEST_ZOOM: Partial<Record<TileLayerId, number>> = { statistics: 14, features: 14 };
const deepestZoom = (layer: TileLayerId) => DEEPEST_ZOOM[layer] ?? ARCHIVE_MAX_ZOOM;
/** The country in degrees with a margin (RD New's domain): where the descent starts. */
const NETHERLANDS = { west: 3.2, south: 50.7, east: 7.3, north: 53.6 };
/** The zoom the descent starts at: a tile or two hold the country. */
const START_ZOOM = 5;

/** The national layers, each cut to an archive. */
export const archivedLayers = (): TileLayerId[] => [...tileLayers.values()].filter((s) => s.scope === 'national').map((s) => s.id);

/** What a cut wrote: the listing's entry and how long it took. */
export interface CutArchive extends Omit<TileArchive, 'url'> {
  file: string;
  contents: number;
  cutSeconds: number;
}

/** The file name of a layer's archive at a data version; the version makes the URL change with the data. */
const fileName = (layer: TileLayerId, version: string) => `${layer}-v${version}.pmtiles`;
const manifestPath = (dir: string, layer: TileLayerId) => join(dir, `${layer}.json`);

/**
 * Cuts one layer's archive into `dir`: a descent from the country's tiles at zoom 5 to zoom 16 (14 for some) that
 * keeps a tile's children only where the layer has rows (so an empty sea or a region not loaded costs one query, not
 * millions of tiles), written under a temporary name and renamed, then the manifest, then the layer's older archives
 * removed but the one before. Throws when the data changed while cutting: the archive would mix two versions.
 */
export async function cutLayerArchive(service: TileService, dir: string, layer: TileLayerId, onProgress?: (tiles: number, z: number) => void): Promise<CutArchive | null> {
  const started = performance.now();
  mkdirSync(dir, { recursive: true });
  const version = await service.dataVersion();
  const minZoom = tileLayers.get(layer)!.minZoom;
  const file = fileName(layer, version);
  // a cut of its own: the job on another server or the CLI may cut the same layer at the same moment
  const tmp = join(dir, `${file}.${process.pid}-${randomUUID().slice(0, 8)}.tmp`);
  const writer = new PmtilesWriter(`${tmp}.data`);
  let written: WrittenArchive | null = null;
  try {
    let level = startTiles();
    let cut = 0;
    const maxZoom = deepestZoom(layer);
    for (let z = START_ZOOM; z <= maxZoom && level.length; z++) {
      const next: TileAddress[] = [];
      // within a zoom in tile id order (the writer's order); the ids of a zoom all come before the next zoom's
      for (const t of level) {
        const body = z >= minZoom ? await service.archiveTile(layer, t) : new Uint8Array(0);
        if (body.length) writer.add(t.z, t.x, t.y, body);
        if (z < maxZoom && (body.length > 0 || (await service.hasRows(layer, t, maxZoom)))) next.push(...childrenOf(t));
        onProgress?.(++cut, z);
      }
      level = sortByTileId(next);
    }
    if ((await service.dataVersion()) !== version) throw new Error(`the data changed while ${layer} was cut (version ${version}); cut again`);
    const { west, south, east, north } = NETHERLANDS;
    const metadata = { name: `Plotwise ${layer}`, version, vector_layers: vectorLayers(layer, minZoom) };
    written = await writer.finish(tmp, { minZoom, maxZoom, west, south, east, north }, metadata).catch((e: unknown) => {
      if (e instanceof Error && /at least one tile/.test(e.message)) return null;
      throw e;
    });
  } catch (e) {
    writer.abort();
    rmSync(tmp, { force: true });
    throw e;
  }
  // a layer without a row anywhere has no archive: the map reads its (empty) tiles live
  if (!written) {
    removeArchives(dir, layer, null);
    return null;
  }
  renameSync(tmp, join(dir, file));
  const entry: CutArchive = {
    layer,
    file,
    minZoom,
    maxZoom: deepestZoom(layer),
    dataVersion: version,
    tiles: written.tiles,
    contents: written.contents,
    bytes: written.bytes,
    cutAt: new Date().toISOString(),
    cutSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
  writeFileSync(`${tmp}.json`, JSON.stringify(entry));
  renameSync(`${tmp}.json`, manifestPath(dir, layer));
  removeArchives(dir, layer, file);
  return entry;
}

/** The archives in `dir` at the data version `version`, with the URL they are read at (`urlBase`/file). */
export function currentArchives(dir: string | null, version: string, urlBase: string): TileArchive[] {
  if (!dir || !existsSync(dir)) return [];
  const out: TileArchive[] = [];
  for (const layer of archivedLayers()) {
    const path = manifestPath(dir, layer);
    if (!existsSync(path)) continue;
    const m = JSON.parse(readFileSync(path, 'utf8')) as CutArchive;
    if (m.dataVersion !== version || !existsSync(join(dir, m.file))) continue;
    out.push({ layer, url: `${urlBase.replace(/\/+$/, '')}/${m.file}`, minZoom: m.minZoom, maxZoom: m.maxZoom, dataVersion: m.dataVersion, tiles: m.tiles, bytes: m.bytes, cutAt: m.cutAt });
  }
  return out;
}

/** Whether `file` is a name an archive can have (the route serves nothing else from the directory). */
export const isArchiveFileName = (file: string) => /^[a-z_]+-v[0-9.]+\.pmtiles$/.test(file) && archivedLayers().some((l) => file.startsWith(`${l}-v`));

/**
 * Removes the layer's older archives but the newest of them: a map opened before this cut still reads the archive it
 * was given (one version behind) until it is opened again, so its tiles do not fail. `keep` null: a layer without
 * rows, all of them go.
 */
function removeArchives(dir: string, layer: TileLayerId, keep: string | null): void {
  const older = readdirSync(dir)
    .filter((f) => f.startsWith(`${layer}-v`) && f.endsWith('.pmtiles') && f !== keep)
    .map((f) => ({ f, at: statSync(join(dir, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { f } of keep ? older.slice(1) : older) rmSync(join(dir, f), { force: true });
  if (!keep) rmSync(manifestPath(dir, layer), { force: true });
}

function startTiles(): TileAddress[] {
  const z = START_ZOOM;
  const x0 = Math.floor(lonToTileX(NETHERLANDS.west, z));
  const x1 = Math.floor(lonToTileX(NETHERLANDS.east, z));
  const y0 = Math.floor(latToTileY(NETHERLANDS.north, z));
  const y1 = Math.floor(latToTileY(NETHERLANDS.south, z));
  const tiles: TileAddress[] = [];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) tiles.push({ z, x, y });
  return sortByTileId(tiles);
}

function childrenOf(t: TileAddress): TileAddress[] {
  const z = t.z + 1;
  return [
    { z, x: 2 * t.x, y: 2 * t.y },
    { z, x: 2 * t.x + 1, y: 2 * t.y },
    { z, x: 2 * t.x, y: 2 * t.y + 1 },
    { z, x: 2 * t.x + 1, y: 2 * t.y + 1 },
  ];
}

function sortByTileId(tiles: TileAddress[]): TileAddress[] {
  const keyed = tiles.map((t) => ({ t, id: zxyToTileId(t.z, t.x, t.y) }));
  keyed.sort((a, b) => a.id - b.id);
  return keyed.map((k) => k.t);
}

/** TileJSON's vector_layers of the layer's tile (its own MVT layer and the ones cut into the same tile). */
function vectorLayers(layer: TileLayerId, minZoom: number) {
  const spec = tileLayers.get(layer)!;
  const maxzoom = deepestZoom(layer);
  return [{ id: layer, minzoom: minZoom, maxzoom, fields: {} }, ...(spec.more ?? []).map((m) => ({ id: m.name, minzoom: m.minZoom, maxzoom, fields: {} }))];
}

