import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';
import type { TileArchive } from '@plotwise/contracts';
import { latToTileY, lonToTileX, rdPoint, rdToLngLat } from '@plotwise/core';
import { TestApp } from '../../../test/testApp';
import { runImport } from '../../runner/runImport';
import { bagFile, bagPand, brkParcelFile, gridParcels, rect } from '../../testing/fixtures';
import type { JobContext } from '../../../features/scheduler/jobDefinition';
import { tileArchivesJob } from '../../../features/scheduler/tileArchivesJob';
import { parseRange } from './archiveRoutes';

// The static tile archives (ADR 0010 part 3): cut by the nightly job from the same code as the live tiles, listed
// while they are at the data's version, and served with byte ranges so that protomaps' reader (the map's) reads them
// through this server as it would through a CDN.
let t: TestApp;
let dir: string;
let archiveDir: string;

const file = (name: string, content: string) => {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
};

/** The reader's source through the server's archive route: one range request a read, as the browser makes them. */
class ThroughServer implements Source {
  requests: string[] = [];
  constructor(private readonly url: string) {}
  getKey() {
    return this.url;
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const range = `bytes=${offset}-${offset + length - 1}`;
    this.requests.push(range);
    const res = await t.request('GET', this.url, { headers: { range } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(206);
    const buf = res.rawPayload;
    return { data: buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length) as ArrayBuffer, etag: res.headers.etag as string };
  }
}

const listing = async () => ((await t.request('GET', '/api/tiles/archives')).json() as { archives: TileArchive[] }).archives;
const runJob = () => tileArchivesJob.run({ db: t.db, config: { tileArchiveDir: archiveDir }, log: t.app.log, now: new Date() } as unknown as JobContext);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'plotwise-archive-'));
  archiveDir = join(dir, 'archives');
  t = await TestApp.start({ TILE_ARCHIVE_DIR: archiveDir });
  await runImport(t.db, 'brk-gml', file('perceel.gml', brkParcelFile([...gridParcels(100)])));
  await runImport(t.db, 'bag', file('0200PND.xml', bagFile('PND', [bagPand('0200100000000001', 1931, rect(180002, 450002, 12, 10))], '0200')));
}, 120_000);
afterAll(async () => {
  await t?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('static tile archives', () => {
  it('lists none before the job has cut them, then one per layer with rows, at the data version', async () => {
    expect(await listing()).toEqual([]);
    const run = await runJob();
    // the parcels and the pand have rows; zoning, statistics and the rest have none and get no archive
    expect(run.counts).toMatchObject({ plots: expect.any(Number), buildings: expect.any(Number) });
    expect(run.counts!.plots).toBeGreaterThan(4);
    expect(run.summary).toMatch(/; no rows in .*zoning/);
    const archives = await listing();
    expect(archives.map((a) => a.layer).sort()).toEqual(expect.arrayContaining(['buildings', 'plots']));
    const plots = archives.find((a) => a.layer === 'plots')!;
    expect(plots).toMatchObject({ url: expect.stringMatching(/^\/api\/tiles\/archives\/plots-v[0-9.]+\.pmtiles$/), minZoom: 13, maxZoom: 16 });
    expect(plots.tiles).toBeGreaterThan(4);
    // a second run finds every archive at the data version and cuts nothing
    const again = await runJob();
    expect([again.summary.split(';')[0], again.counts]).toEqual(['every archive is at the data version', {}]);
  });

  it('holds the same bytes as the live tiles, read by the PMTiles reader through range requests', async () => {
    const plots = (await listing()).find((a) => a.layer === 'plots')!;
    const source = new ThroughServer(plots.url);
    const archive = new PMTiles(source);
    const header = await archive.getHeader();
    expect(header).toMatchObject({ minZoom: 13, maxZoom: 16, tileType: 1, clustered: true });
    // the tiles of the parcels' middle (RD 180 090, 450 080) from z13 to z16, and at z16 its neighbours
    const p = rdToLngLat(rdPoint(180_090, 450_080));
    const at = (z: number, dx = 0) => [z, Math.floor(lonToTileX(p.lng, z)) + dx, Math.floor(latToTileY(p.lat, z))] as const;
    let compared = 0;
    for (const [z, x, y] of [at(13), at(14), at(15), at(16), at(16, -1), at(16, 1)]) {
      const live = await t.request('GET', `/api/tiles/plots/${z}/${x}/${y}.mvt`);
      const fromArchive = await archive.getZxy(z, x, y);
      if (!live.rawPayload.length) {
        expect(fromArchive).toBeUndefined();
        continue;
      }
      expect(Buffer.from(new Uint8Array(fromArchive!.data)).equals(live.rawPayload)).toBe(true);
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(4);
    // a tile far from the data is in no archive (the descent never went there)
    expect(await archive.getZxy(16, 33000, 21000)).toBeUndefined();
    expect(source.requests.length).toBeGreaterThan(1);
  });

  it('answers byte ranges as a static file server does: 206, 416 past the end, 304 by ETag, the whole file without a range', async () => {
    const { url, bytes } = (await listing()).find((a) => a.layer === 'plots')!;
    const whole = await t.request('GET', url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(bytes);
    expect(whole.headers).toMatchObject({ 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'application/vnd.pmtiles' });
    expect(whole.rawPayload.subarray(0, 7).toString('latin1')).toBe('PMTiles');
    const part = await t.request('GET', url, { headers: { range: 'bytes=7-9' } });
    expect([part.statusCode, part.headers['content-range'], [...part.rawPayload]]).toEqual([206, `bytes 7-9/${bytes}`, [3, 127, 0]]);
    const past = await t.request('GET', url, { headers: { range: `bytes=${bytes}-` } });
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, `bytes */${bytes}`]);
    expect((await t.request('GET', url, { headers: { 'if-none-match': whole.headers.etag as string } })).statusCode).toBe(304);
    for (const bad of ['/api/tiles/archives/plots.json', '/api/tiles/archives/..%2Fplots.json', '/api/tiles/archives/zoning-v1.1.pmtiles', '/api/tiles/archives/locations-v1.1.pmtiles']) {
      const res = await t.request('GET', bad);
      expect([bad, res.statusCode, res.json().error.code]).toEqual([bad, 404, 'not_found']);
    }
  });

  it('parses the range forms a reader sends and refuses the rest', () => {
    expect(parseRange('bytes=0-16383', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    for (const bad of ['bytes=100-', 'bytes=5-2', 'bytes=-', 'bytes=1-2,4-5', 'items=1-2', 'bytes=-0']) expect(parseRange(bad, 100)).toBeNull();
  });

  it('is cut again after an import, queued on the scheduler (the run log says: after an import)', async () => {
    const staff = await t.company('Beheer', { staff: true });
    await t.app.scheduler.start();
    try {
      const before = (await listing()).find((a) => a.layer === 'plots')!;
      await runImport(t.db, 'bag', file('0200PND-3.xml', bagFile('PND', [bagPand('0200100000000003', 1975, rect(180070, 450070, 10, 10))], '0200')));
      t.app.afterImport(['bag']);
      // the run queued after the import's plot-features refresh, to its end
      type Run = { trigger: string; state: string };
      let run: Run | undefined;
      for (let i = 0; i < 150 && run?.state !== 'completed'; i++) {
        run = (await t.json<Run[]>('GET', '/api/admin/scheduler/tile_archives/runs', staff.admin)).find((r) => r.trigger === 'import');
        if (run?.state !== 'completed') await new Promise((r) => setTimeout(r, 200));
      }
      expect(run, 'a run after the import, completed within 30 s').toMatchObject({ trigger: 'import', state: 'completed' });
      const after = (await listing()).find((a) => a.layer === 'plots')!;
      expect(after.dataVersion).not.toBe(before.dataVersion);
    } finally {
      await t.app.scheduler.stop();
    }
  }, 90_000);

  it('stops offering an archive when an import changes the data; the next run replaces it, keeping the one before', async () => {
    const before = (await listing()).find((a) => a.layer === 'plots')!;
    await runImport(t.db, 'bag', file('0200PND-2.xml', bagFile('PND', [bagPand('0200100000000002', 1960, rect(180050, 450050, 10, 10))], '0200')));
    // the map reads the live tiles meanwhile: an archive of the old version would show the old data
    expect(await listing()).toEqual([]);
    await runJob();
    const after = (await listing()).find((a) => a.layer === 'plots')!;
    expect(after.dataVersion).not.toBe(before.dataVersion);
    // the version before stays for a map opened before this cut, the ones before it go
    const plotsFiles = () => readdirSync(archiveDir).filter((f) => f.startsWith('plots-')).sort();
    expect(plotsFiles()).toEqual([after.url.split('/').pop(), before.url.split('/').pop()].sort());
    expect((await t.request('GET', before.url, { headers: { range: 'bytes=0-6' } })).statusCode).toBe(206);
    await runImport(t.db, 'bag', file('0200PND-4.xml', bagFile('PND', [bagPand('0200100000000004', 1990, rect(180030, 450030, 8, 8))], '0200')));
    await runJob();
    const third = (await listing()).find((a) => a.layer === 'plots')!;
    expect(plotsFiles()).toEqual([third.url.split('/').pop(), after.url.split('/').pop()].sort());
    expect(existsSync(join(archiveDir, before.url.split('/').pop()!))).toBe(false);
    expect((await t.request('GET', before.url)).statusCode).toBe(404);
  });
});
