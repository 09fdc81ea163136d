// npm run bench:import: features/s of the BRK GML and BAG XML importers on 100 000 generated features each,
// and of ogr2ogr (Debian gdal-bin) loading the same files into the same PostgreSQL, in the same run. Fair (issue #45):
// ogr2ogr gets a GFS template for both files (without one GDAL reads a file twice to guess its schema), both clocks
// stop after the loaded table's ANALYZE, and each line prints wall and CPU time (the loader's own process; the
// PostgreSQL server's CPU on neither side) with the load average.
// Uses BENCH_DATABASE_URL when set, else starts a private PostgreSQL 15 + PostGIS cluster.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { runImport } from '../apps/server/src/geodata/runner/runImport';
import { bagHead, bagTail, bagVbo, BRK_HEAD, BRK_TAIL, brkParcel, gridParcels } from '../apps/server/src/geodata/testing/fixtures';
import { benchPostgres, writeGenerated } from './lib/benchSetup';
import { mustHold, sized } from './lib/smoke';

const N = Number(process.env.BENCH_FEATURES ?? sized(100_000, 200));
const dir = mkdtempSync(join(tmpdir(), 'plotwise-bench-import-'));


function* vbos(n: number) {
  for (let i = 0; i < n; i++) {
    const id = String(221010000000000 + i).padStart(16, '0');
    yield bagVbo({ id, pand: '0221100000000001', num: '0221200000000021', doel: ['woonfunctie'], oppervlakte: 80 + (i % 50), x: 206000 + (i % 300) * 3, y: 447000 + Math.floor(i / 300) * 3 });
  }
}

// GDAL's GML driver, left to guess the BRK schema, makes the last geometry (plaatscoordinaten) the layer's only
// geometry and names fields by their element paths, two of which are the same in their first 63 characters
// (PostgreSQL's identifier limit: CREATE TABLE fails). This template declares what our importer keeps: both
// geometries and the cadastral attributes under short names, so ogr2ogr loads the same parcels.
const BRK_GFS = `<GMLFeatureClassList>
  <GMLFeatureClass>
    <Name>perceel</Name>
    <ElementPath>Perceel</ElementPath>
    <SRSName>urn:ogc:def:crs:EPSG::28992</SRSName>
    <GeomPropertyDefn><Name>begrenzing</Name><ElementPath>begrenzingPerceel</ElementPath><Type>Polygon</Type></GeomPropertyDefn>
    <GeomPropertyDefn><Name>plaatscoordinaten</Name><ElementPath>plaatscoordinaten</ElementPath><Type>Point</Type></GeomPropertyDefn>
${[
  ['identificatie', 'identificatie', 'String'],
  ['kadastrale_gemeente_code', 'kadastraleAanduiding|TypeKadastraleAanduiding|kadastraleGemeente|KadastraleGemeente|code', 'String'],
  ['kadastrale_gemeente', 'kadastraleAanduiding|TypeKadastraleAanduiding|kadastraleGemeente|KadastraleGemeente|waarde', 'String'],
  ['akr_code', 'kadastraleAanduiding|TypeKadastraleAanduiding|aKRKadastraleGemeenteCode|AKRKadastraleGemeenteCode|waarde', 'String'],
  ['sectie', 'kadastraleAanduiding|TypeKadastraleAanduiding|sectie', 'String'],
  ['perceelnummer', 'kadastraleAanduiding|TypeKadastraleAanduiding|perceelnummer', 'Integer'],
  ['kadastrale_grootte', 'kadastraleGrootte|TypeOppervlak|waarde', 'Real'],
  ['soort_grootte', 'kadastraleGrootte|TypeOppervlak|soortGrootte|SoortGrootte|waarde', 'String'],
]
  .map(([name, path, type]) => `    <PropertyDefn><Name>${name}</Name><ElementPath>${path}</ElementPath><Type>${type}</Type></PropertyDefn>`)
  .join('\n')}
  </GMLFeatureClass>
</GMLFeatureClassList>
`;

// The BAG verblijfsobject as our importer keeps it: the point, identificatie, main address, purposes, area, status,
// pand and validity.
const BAG_GFS = `<GMLFeatureClassList>
  <GMLFeatureClass>
    <Name>verblijfsobject</Name>
    <ElementPath>Verblijfsobject</ElementPath>
    <SRSName>urn:ogc:def:crs:EPSG::28992</SRSName>
    <GeomPropertyDefn><Name>geometrie</Name><ElementPath>geometrie|punt</ElementPath><Type>Point</Type></GeomPropertyDefn>
${[
  ['identificatie', 'identificatie', 'String'],
  ['hoofdadres', 'heeftAlsHoofdadres|NummeraanduidingRef', 'String'],
  ['gebruiksdoel', 'gebruiksdoel', 'StringList'],
  ['oppervlakte', 'oppervlakte', 'Integer'],
  ['status', 'status', 'String'],
  ['pand', 'maaktDeelUitVan|PandRef', 'String'],
  ['begin_geldigheid', 'voorkomen|Voorkomen|beginGeldigheid', 'String'],
  ['eind_geldigheid', 'voorkomen|Voorkomen|eindGeldigheid', 'String'],
]
  .map(([name, path, type]) => `    <PropertyDefn><Name>${name}</Name><ElementPath>${path}</ElementPath><Type>${type}</Type></PropertyDefn>`)
  .join('\n')}
  </GMLFeatureClass>
</GMLFeatureClassList>
`;

const has = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main() {
  const brk = join(dir, 'kadastralekaart_perceel.gml');
  const bag = join(dir, '0221VBO15092020-000001.xml');
  await writeGenerated(brk, BRK_HEAD, (function* () { for (const p of gridParcels(N)) yield brkParcel(p); })(), BRK_TAIL);
  await writeGenerated(bag, bagHead('VBO'), vbos(N), bagTail);
  const brkGfs = join(dir, 'brk-perceel.gfs');
  writeFileSync(brkGfs, BRK_GFS);
  const bagGfs = join(dir, 'bag-vbo.gfs');
  writeFileSync(bagGfs, BAG_GFS);
  console.log(`Generated ${fmt(N)} BRK parcels (${(statSync(brk).size / 1e6).toFixed(0)} MB) and ${fmt(N)} BAG verblijfsobjecten (${(statSync(bag).size / 1e6).toFixed(0)} MB)`);

  const { url, stop } = await benchPostgres();
  const db = openPostgres(url, 2);
  try {
    await migrate(db);
    const results: { name: string; ours: number; ogr: number | null; why?: string }[] = [];
    for (const [name, format, file, ogrArgs] of [
      ['BRK GML perceel', 'brk-gml', brk, ['-nln', 'bench_ogr_brk', '-oo', `GFS_TEMPLATE=${brkGfs}`, '-nlt', 'CONVERT_TO_LINEAR', '-lco', 'SPATIAL_INDEX=GIST']],
      ['BAG XML verblijfsobject', 'bag', bag, ['-nln', 'bench_ogr_bag', '-oo', `GFS_TEMPLATE=${bagGfs}`]],
    ] as const) {
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const r = await runImport(db, format, file, { area: 'bench' });
      mustHold(r.status === 'succeeded' && r.written === N, `${name}: all ${N} features imported (${r.written})`);
      // on PostgreSQL the import answers before its ANALYZE has finished: the clock runs until it has (ogr2ogr's
      // clock below includes its ANALYZE too), and ogr2ogr does not share the database's CPU with it
      for (let i = 0; i < 2000; i++) {
        const [busy] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query ILIKE 'ANALYZE%'`);
        if (!busy?.n) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const oursSecs = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const ours = r.written / oursSecs;
      console.log(
        `plotwise ${name}: ${fmt(r.written)} features in ${oursSecs.toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU (node), ANALYZE included = ${fmt(ours)} features/s (load average ${loadavg()[0]!.toFixed(1)})`,
      );
      let ogr: number | null = null;
      let why: string | undefined;
      if (!has('ogr2ogr')) why = 'ogr2ogr not found (apt-get install -y gdal-bin)';
      else {
        const t1 = performance.now();
        const u = new URL(url);
        const pgConn = `PG:host=${u.hostname} port=${u.port || 5432} dbname=${u.pathname.slice(1) || 'postgres'} user=${decodeURIComponent(u.username)}${u.password ? ` password=${decodeURIComponent(u.password)}` : ''}`;
        // bash's time gives the CPU of ogr2ogr itself (user and system seconds), printed on stderr's last line
        const res = spawnSync('bash', ['-c', 'TIMEFORMAT="cpu %U %S"; time ogr2ogr "$@"', 'ogr2ogr', '-f', 'PostgreSQL', pgConn, file, '-overwrite', '-lco', 'GEOMETRY_NAME=geom', '-gt', '65536', ...ogrArgs], {
          encoding: 'utf8',
          env: { ...process.env, GML_SKIP_RESOLVE_ELEMS: 'ALL', GML_GFS_TEMPLATE: '' },
        });
        if (res.status !== 0) why = `ogr2ogr failed: ${(res.stderr || res.stdout).trim().split('\n').slice(-2).join(' ')}`;
        else {
          await db.query(`ANALYZE ${ogrArgs[1]}`);
          const secs = (performance.now() - t1) / 1000;
          const [, user, system] = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(res.stderr) ?? [];
          const [c] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ogrArgs[1]} WHERE geom IS NOT NULL`);
          mustHold(c!.n === N, `${name}: ogr2ogr loaded all ${N} features with their geometry (${c!.n})`);
          ogr = c!.n / secs;
          console.log(
            `ogr2ogr  ${name}: ${fmt(c!.n)} features in ${secs.toFixed(1)} s wall, ${user ? (Number(user) + Number(system)).toFixed(1) : '?'} s CPU (ogr2ogr), ANALYZE included = ${fmt(ogr)} features/s (load average ${loadavg()[0]!.toFixed(1)})`,
          );
        }
      }
      if (why) console.log(`ogr2ogr  ${name}: skipped (${why})`);
      results.push({ name, ours, ogr, ...(why ? { why } : {}) });
    }
    console.log('\nfeatures/s       plotwise   ogr2ogr   ratio (plotwise / ogr2ogr, target >= 1)');
    for (const r of results)
      console.log(`${r.name.padEnd(24)} ${fmt(r.ours).padStart(8)}  ${r.ogr ? fmt(r.ogr).padStart(8) : ' skipped'}   ${r.ogr ? (r.ours / r.ogr).toFixed(2) : '-'}`);
  } finally {
    await db.close();
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
