import { createReadStream, createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';
import type { Extension } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';
import tar from 'tar-stream';

/**
 * PostGIS for PGlite with only what Plotwise uses. The package's bundle holds three 16 MB WebAssembly libraries
 * (postgis, postgis_raster, postgis_topology) and PGlite unpacks and compiles every one of them at each open: about
 * 2.3 s of the 2.9 s an open takes. Plotwise uses only `postgis` (migration 0001), so a bundle of that library, its
 * extension scripts and the PROJ data opens in about 1.1 s (docs/adr/0009-lean-postgis-bundle.md).
 */

/** The entries of the package's bundle that PostGIS itself needs: its library, extension scripts and PROJ data. */
export function keepInLeanBundle(name: string): boolean {
  return (
    name.endsWith('/') ||
    name === 'lib/postgresql/postgis-3.so' ||
    name.startsWith('share/proj/') ||
    /^share\/postgresql\/extension\/postgis(\.control|--[^/]+\.sql)$/.test(name)
  );
}

/** Without these the lean bundle would open and then fail at the first spatial query: refuse to write it. */
const REQUIRED = ['lib/postgresql/postgis-3.so', 'share/postgresql/extension/postgis.control', 'share/proj/proj.db'];

/** Copy the entries of a .tar.gz that `keep` accepts into a new .tar.gz, written whole or not at all; throws when a required entry is missing. */
export async function writeLeanBundle(source: string, target: string, keep = keepInLeanBundle, required = REQUIRED): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  const found = new Set<string>();
  extract.on('entry', (header, stream, next) => {
    const name = header.name.replace(/^\.\//, '');
    if (!keep(name)) {
      stream.on('end', next);
      stream.resume();
      return;
    }
    found.add(name);
    stream.pipe(pack.entry({ ...header, name }, next));
  });
  extract.on('finish', () => {
    const missing = required.filter((r) => !found.has(r));
    if (missing.length) pack.destroy(new Error(`the PostGIS bundle ${source} lacks ${missing.join(', ')}`));
    else pack.finalize();
  });
  const partial = `${target}.${process.pid}.partial`;
  try {
    await Promise.all([
      pipeline(createReadStream(source), createGunzip(), extract),
      pipeline(pack, createGzip(), createWriteStream(partial)),
    ]);
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** The whole bundle the `@electric-sql/pglite-postgis` package ships. */
export const packagedPostgisBundle = () => join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite-postgis')), 'postgis.tar.gz');

let lean: Promise<string | null> | null = null;

/**
 * The lean bundle's path, written once per machine and package version into the temporary directory (a second
 * process finding it there uses it as it is); null when it cannot be written, and PGlite then loads the whole bundle.
 */
function leanBundlePath(warn: (message: string) => void): Promise<string | null> {
  lean ??= (async () => {
    const source = packagedPostgisBundle();
    const { size, mtimeMs } = statSync(source);
    const target = join(tmpdir(), `plotwise-postgis-lean-${size}-${Math.round(mtimeMs)}.tar.gz`);
    if (existsSync(target)) return target;
    try {
      await writeLeanBundle(source, target);
      return target;
    } catch (e) {
      warn(`PostGIS loads from its whole bundle (slower start): ${(e as Error).message}`);
      return null;
    }
  })();
  return lean;
}

/** The PostGIS extension for PGlite.create, loading the lean bundle when there is one. */
export async function postgisExtension(warn: (message: string) => void = console.warn): Promise<Extension> {
  const path = await leanBundlePath(warn);
  if (!path) return postgis;
  return {
    name: postgis.name,
    setup: async (pg, emscriptenOpts) => ({ ...(await postgis.setup(pg, emscriptenOpts)), bundlePath: pathToFileURL(path) }),
  };
}
