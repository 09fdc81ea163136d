import { createReadStream, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gzipSync, createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { keepInLeanBundle, packagedPostgisBundle, writeLeanBundle } from './postgisBundle';

const dir = mkdtempSync(join(tmpdir(), 'postgis-bundle-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function tarGz(files: Record<string, string>): Promise<Buffer> {
  const pack = tar.pack();
  for (const [name, text] of Object.entries(files)) pack.entry({ name }, text);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const c of pack) chunks.push(c as Buffer);
  return gzipSync(Buffer.concat(chunks));
}

async function entries(file: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c) => chunks.push(c as Buffer));
    stream.on('end', () => {
      out[header.name] = Buffer.concat(chunks).toString();
      next();
    });
  });
  await pipeline(createReadStream(file), createGunzip(), extract);
  return out;
}

describe('the lean PostGIS bundle', () => {
  it('keeps postgis, its extension scripts and PROJ, and drops raster, topology and the tiger geocoder', () => {
    const kept = [
      'lib/postgresql/postgis-3.so',
      'share/proj/proj.db',
      'share/postgresql/extension/postgis.control',
      'share/postgresql/extension/postgis--3.6.2.sql',
      'share/postgresql/extension/postgis--3.5.0--3.6.2.sql',
    ];
    const dropped = [
      'lib/postgresql/postgis_raster-3.so',
      'lib/postgresql/postgis_topology-3.so',
      'share/postgresql/extension/postgis_raster.control',
      'share/postgresql/extension/postgis_topology--3.6.2.sql',
      'share/postgresql/extension/postgis_tiger_geocoder--3.6.2.sql',
      'share/postgresql/contrib/postgis-3.6/rtpostgis.sql',
    ];
    expect(kept.filter((n) => !keepInLeanBundle(n))).toEqual([]);
    expect(dropped.filter((n) => keepInLeanBundle(n))).toEqual([]);
  });

  it('copies the kept entries with their content into a new .tar.gz', async () => {
    const source = join(dir, 'small.tar.gz');
    writeFileSync(source, await tarGz({ 'lib/postgresql/postgis-3.so': 'wasm', 'lib/postgresql/postgis_raster-3.so': 'raster', 'share/proj/proj.db': 'proj' }));
    const target = join(dir, 'small-lean.tar.gz');
    await writeLeanBundle(source, target, keepInLeanBundle, ['lib/postgresql/postgis-3.so']);
    expect(await entries(target)).toEqual({ 'lib/postgresql/postgis-3.so': 'wasm', 'share/proj/proj.db': 'proj' });
  });

  it('writes nothing when a required entry is missing', async () => {
    const source = join(dir, 'no-postgis.tar.gz');
    writeFileSync(source, await tarGz({ 'lib/postgresql/postgis_raster-3.so': 'raster' }));
    const target = join(dir, 'no-postgis-lean.tar.gz');
    await expect(writeLeanBundle(source, target)).rejects.toThrow(/lacks lib\/postgresql\/postgis-3\.so/);
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(dir).filter((f) => f.includes('partial'))).toEqual([]);
  });

  it('finds what it needs in the installed package (a renamed library would fail here, not at the first spatial query)', async () => {
    const target = join(dir, 'real-lean.tar.gz');
    await writeLeanBundle(packagedPostgisBundle(), target);
    const names = Object.keys(await entries(target));
    expect(names).toContain('lib/postgresql/postgis-3.so');
    expect(names.some((n) => n.includes('raster') || n.includes('topology'))).toBe(false);
  });
});
