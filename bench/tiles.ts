// npm run bench:tiles: time to cut vector tiles of the plots, buildings and residence objects layers at z14 and
// z16 with 100 000 parcels (and their 300 000 boundary lines and 20 000 street name positions, which the plots tile
// carries too), 100 000 buildings and 100 000 residence objects loaded in PostgreSQL (uncached: the
// tile cache is emptied before every tile; cached: the same tile again). Target: p95 <= 50 ms uncached,
// <= 5 ms cached, after a warm-up of a few tiles per layer. BENCH_FEATURES changes the size; BENCH_DATABASE_URL
// uses an existing database. Beside each layer: PostGIS cutting the same tiles itself (ST_AsMVT over the same rows, on
// the same pool; bench/lib/postgisMvt.ts), warm, and the ratio (issue #45 item 1), with the load average.
import { mkdtempSync, rmSync } from 'node:fs';
import { PMTiles } from 'pmtiles';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import type { TileLayerId } from '@plotwise/contracts';
import { openPostgres } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { runImport } from '../apps/server/src/geodata/runner/runImport';
import { TileService } from '../apps/server/src/geodata/tiles/tileService';
import { cutLayerArchive } from '../apps/server/src/geodata/tiles/archive/tileArchives';
import { ArchiveFileSource } from '../apps/server/src/geodata/tiles/archive/archiveFileSource';
import { bagHead, bagPand, bagTail, bagVbo, BRK_HEAD, BRK_TAIL, brkBoundary, brkLabel, brkParcel, gridParcels, rect } from '../apps/server/src/geodata/testing/fixtures';
import { benchPostgres, writeGenerated } from './lib/benchSetup';
import { postgisTiles } from './lib/postgisMvt';
import { loadavg } from 'node:os';
import { mustHold, sized } from './lib/smoke';

const N = Number(process.env.BENCH_FEATURES ?? sized(100_000, 400));
const X0 = 180000;
const Y0 = 450000;
const dir = mkdtempSync(join(tmpdir(), 'plotwise-bench-tiles-'));


// gridParcels lays parcels on a 20 m grid, `per` to a row; each gets one building and one residence object
const per = Math.ceil(Math.sqrt(N));
function* panden() {
  for (let i = 0; i < N; i++) yield bagPand(String(180100000000000 + i).padStart(16, '0'), 1900 + (i % 120), rect(X0 + (i % per) * 20 + 3, Y0 + Math.floor(i / per) * 20 + 3, 11, 9));
}
function* vbos() {
  for (let i = 0; i < N; i++)
    yield bagVbo({
      id: String(180010000000000 + i).padStart(16, '0'),
      pand: String(180100000000000 + i).padStart(16, '0'),
      num: String(180200000000000 + i).padStart(16, '0'),
      doel: [i % 9 ? 'woonfunctie' : 'winkelfunctie'],
      oppervlakte: 70 + (i % 60),
      x: X0 + (i % per) * 20 + 8,
      y: Y0 + Math.floor(i / per) * 20 + 7,
    });
}

// the kadastrale grenzen of each parcel: its lower edge, its left edge and its roof line (three lines a parcel, as in
// a real town, where a parcel shares its other lines with its neighbours); one in 20 not definitive
function* boundaries() {
  let k = 0;
  for (const p of gridParcels(N, X0, Y0)) {
    const [a, b, c, d, e] = p.ring;
    for (const line of [[a!, b!], [e!, a!], [c!, d!, e!]]) {
      const type = k % 20 ? undefined : { code: '1', waarde: 'Voorlopig' };
      yield brkBoundary({ id: String(600000000 + k++), line, left: p.id, right: '84920099999999', type });
    }
  }
}
// a street name every 10 parcels, at two positions
function* labels() {
  for (let i = 0; i < N; i += 10) {
    const x = X0 + (i % per) * 20;
    const y = Y0 + Math.floor(i / per) * 20 - 1;
    yield brkLabel({ id: `G1800.${String(i).padStart(32, '0')}`, tekst: `Straat ${i}`, bagOpr: String(1800300000000000 + i), positions: [{ x, y, hoek: 0 }, { x: x + 100, y, hoek: -2.5 }] });
  }
}

/** Every tile of zoom z over the data's extent. */
function tilesOver(z: number) {
  const n = 2 ** z;
  const tx = (lng: number) => Math.floor(((lng + 180) / 360) * n);
  const ty = (lat: number) => {
    const s = Math.sin((lat * Math.PI) / 180);
    return Math.floor((0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * n);
  };
  const a = rdToLngLat(rdPoint(X0, Y0));
  const b = rdToLngLat(rdPoint(X0 + per * 20, Y0 + per * 20));
  const out: { z: number; x: number; y: number }[] = [];
  for (let x = tx(a.lng); x <= tx(b.lng); x++) for (let y = ty(b.lat); y <= ty(a.lat); y++) out.push({ z, x, y });
  return out;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const files = { brk: join(dir, 'perceel.gml'), grens: join(dir, 'kadastralegrens.gml'), label: join(dir, 'openbareruimtelabel.gml'), pnd: join(dir, '1800PND.xml'), vbo: join(dir, '1800VBO.xml') };
  await writeGenerated(files.brk, BRK_HEAD, (function* () { for (const p of gridParcels(N, X0, Y0)) yield brkParcel(p); })(), BRK_TAIL);
  await writeGenerated(files.grens, BRK_HEAD, boundaries(), BRK_TAIL);
  await writeGenerated(files.label, '<?xml version="1.0" encoding="UTF-8"?>\n<CityModel xmlns:gml="http://www.opengis.net/gml" xmlns:imgeo="http://www.geostandaarden.nl/imgeo/2.1" xmlns="http://www.opengis.net/citygml/2.0">\n', labels(), '</CityModel>\n');
  await writeGenerated(files.pnd, bagHead('PND', '1800'), panden(), bagTail);
  await writeGenerated(files.vbo, bagHead('VBO', '1800'), vbos(), bagTail);

  const { url, stop } = await benchPostgres();
  const db = openPostgres(url, 4);
  try {
    await migrate(db);
    // BENCH_KEEP_DATA=1 with BENCH_DATABASE_URL measures again on what an earlier run loaded
    if (!(process.env.BENCH_KEEP_DATA && process.env.BENCH_DATABASE_URL))
      for (const [format, file] of [['brk-gml', files.brk], ['brk-gml', files.grens], ['brk-gml', files.label], ['bag', files.pnd], ['bag', files.vbo]] as const) await runImport(db, format, file, { area: 'bench' });
    await db.exec('ANALYZE');
    console.log(`Loaded ${N.toLocaleString('en-US')} parcels (with ${(3 * N).toLocaleString('en-US')} boundary lines and ${(N / 5).toLocaleString('en-US')} street name positions), buildings and residence objects into PostgreSQL\n`);
    const service = new TileService(db);
    const peer = await postgisTiles(db, url);
    const version = await service.dataVersion();
    console.log('layer              zoom  tiles  samples  features/tile  uncached p50   p95      cached p50   p95      ST_AsMVT p50   p95   (ratio p50 / p95)');
    // a running server has compiled its tile code and has the tables in PostgreSQL's buffers: warm up on a few
    // tiles of each layer first (not counted); every measured tile below is still cut afresh
    for (const [layer, z] of [['plots', 14], ['buildings', 14], ['buildings', 16], ['residence_objects', 16]] as [TileLayerId, number][])
      for (const t of tilesOver(z).slice(0, 5)) {
        await service.nationalTile(layer, t, version);
        await peer.tile(layer, t);
      }
    service.clearCache();
    let worstUncached = 0;
    let worstCached = 0;
    for (const [layer, z] of [['plots', 14], ['plots', 16], ['buildings', 14], ['buildings', 16], ['residence_objects', 16]] as [TileLayerId, number][]) {
      const tiles = tilesOver(z);
      const cold: number[] = [];
      const warm: number[] = [];
      const postgis: number[] = [];
      let postgisBytes = 0;
      let bytes = 0;
      // every tile of the layer, in rounds until there are at least 100 samples: with the 30 tiles at z14 a p95
      // would otherwise be the second-slowest single cut
      const rounds = Math.ceil(sized(100, 1) / tiles.length);
      for (let i = 0; i < rounds * tiles.length; i++) {
        const t = tiles[i % tiles.length]!;
        service.clearCache();
        let t0 = performance.now();
        const tile = await service.nationalTile(layer, t, version);
        cold.push(performance.now() - t0);
        if (i < tiles.length) bytes += tile.body.byteLength;
        t0 = performance.now();
        await service.nationalTile(layer, t, version);
        warm.push(performance.now() - t0);
        t0 = performance.now();
        const theirs = await peer.tile(layer, t);
        postgis.push(performance.now() - t0);
        if (i < tiles.length) postgisBytes += theirs.byteLength;
      }
      postgis.sort((a, b) => a - b);
      mustHold(postgisBytes > 0, `${layer} z${z}: PostGIS cut tiles of the same rows`);
      cold.sort((a, b) => a - b);
      warm.sort((a, b) => a - b);
      mustHold(bytes > 0, `${layer} z${z}: the tiles over the data are not empty`);
      const features = Math.round(N / tiles.length); // upper bound: the data spread over the tiles
      worstUncached = Math.max(worstUncached, pct(cold, 95));
      worstCached = Math.max(worstCached, pct(warm, 95));
      console.log(
        `${layer.padEnd(18)} z${z}   ${String(tiles.length).padStart(5)}  ${String(cold.length).padStart(7)}  ${`~${features}`.padStart(13)}  ${ms(pct(cold, 50)).padStart(9)} ${ms(pct(cold, 95)).padStart(8)}   ${ms(pct(warm, 50)).padStart(8)} ${ms(pct(warm, 95)).padStart(8)}   ${ms(pct(postgis, 50)).padStart(9)} ${ms(pct(postgis, 95)).padStart(8)}   (${(pct(postgis, 50) / pct(cold, 50)).toFixed(2)}x / ${(pct(postgis, 95) / pct(cold, 95)).toFixed(2)}x; ${(bytes / tiles.length / 1024).toFixed(0)} KB/tile, PostGIS ${(postgisBytes / tiles.length / 1024).toFixed(0)} KB; load ${loadavg()[0]!.toFixed(1)})`,
      );
    }
    console.log(`\nworst p95 uncached ${ms(worstUncached)} (target <= 50 ms), cached ${ms(worstCached)} (target <= 5 ms)`);
    await peer.close();
    await staticArchives(service, version);
  } finally {
    await db.close();
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The static archives (ADR 0010 part 3): each layer cut once, z13-z16 over the data, its time, size and the country's
 * extrapolation; then tiles read back from the file by protomaps' reader, as a CDN's byte ranges would serve them,
 * each checked equal to the live tile.
 */
async function staticArchives(service: TileService, version: string) {
  console.log('\nstatic archive      tiles  distinct   MB     B/parcel  cut s   tiles/s  country (9.8 M parcels) h   read p50   p95');
  const archiveDir = join(dir, 'archives');
  for (const layer of ['plots', 'buildings'] as TileLayerId[]) {
    const cpu0 = process.cpuUsage();
    const cut = (await cutLayerArchive(service, archiveDir, layer))!;
    const cpu = process.cpuUsage(cpu0);
    mustHold(cut.dataVersion === version && cut.tiles > 0, `${layer}: an archive at the data version`);
    const archive = new PMTiles(new ArchiveFileSource(join(archiveDir, cut.file)));
    const reads: number[] = [];
    for (const t of [...tilesOver(14), ...tilesOver(16)].slice(0, sized(200, 20))) {
      const t0 = performance.now();
      const got = await archive.getZxy(t.z, t.x, t.y);
      reads.push(performance.now() - t0);
      const live = await service.archiveTile(layer, t);
      mustHold(Buffer.from(got ? new Uint8Array(got.data) : new Uint8Array(0)).equals(Buffer.from(live)), `${layer} ${t.z}/${t.x}/${t.y}: the archive holds the live tile's bytes`);
    }
    reads.sort((a, b) => a - b);
    const countryHours = (cut.cutSeconds * (9_800_000 / N)) / 3600;
    console.log(
      `${layer.padEnd(18)} ${String(cut.tiles).padStart(6)} ${String(cut.contents).padStart(9)} ${(cut.bytes / 1e6).toFixed(2).padStart(6)} ${(cut.bytes / N).toFixed(0).padStart(9)} ${cut.cutSeconds.toFixed(1).padStart(7)} ${(cut.tiles / cut.cutSeconds).toFixed(0).padStart(8)}   ${countryHours.toFixed(2).padStart(10)} (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s here)   ${ms(pct(reads, 50)).padStart(7)} ${ms(pct(reads, 95)).padStart(6)}`,
    );
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
