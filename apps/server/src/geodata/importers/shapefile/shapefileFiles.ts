import { statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../../../http/appError';
import type { InputEntry } from '../../readers/inputFiles';
import type { ImportContext } from '../../runner/importContext';

/** The files of one shapefile (x.shp, x.shx, x.dbf, x.prj, x.cpg) found together in a zip or folder. */
export interface ShapefileSet {
  /** the name shown in reports, without extension: `parcels.zip!percelen` */
  base: string;
  shp?: { entry: InputEntry; stream: Readable };
  dbf?: { entry: InputEntry; stream: Readable };
  shx?: Buffer;
  prj?: string;
  cpg?: string;
}

const PARTS = /\.(shp|shx|dbf|prj|cpg)$/i;

/** The file name of a part without folder or zip (`parcels.zip!data/percelen` -> `percelen`). */
export const shortName = (name: string) => basename(name.split('!').pop()!);

async function whole(entry: InputEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of (await entry.open()) as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

/**
 * Group the shapefile parts under `input` (a zip, a folder, or one .shp with its siblings) by name. The .shp and
 * .dbf are opened as streams here, while the zip is open (yauzl closes it once those streams end); the small
 * parts are read whole.
 */
export async function shapefileSets(ctx: ImportContext, input: string): Promise<ShapefileSet[]> {
  let from = input;
  let only: string | undefined;
  if (/\.shp$/i.test(input) && statSync(input, { throwIfNoEntry: false })?.isFile()) {
    from = dirname(input);
    only = basename(input).replace(PARTS, '').toLowerCase();
  }
  const sets = new Map<string, ShapefileSet>();
  const accept = (n: string) => PARTS.test(n) && (!only || n.replace(PARTS, '').toLowerCase() === only);
  for await (const entry of ctx.entries(from, accept)) {
    const base = entry.name.replace(PARTS, '');
    const key = base.toLowerCase();
    let set = sets.get(key);
    if (!set) sets.set(key, (set = { base }));
    const ext = PARTS.exec(entry.name)![1]!.toLowerCase() as 'shp' | 'shx' | 'dbf' | 'prj' | 'cpg';
    if (ext === 'shp' || ext === 'dbf') set[ext] = { entry, stream: await entry.open() };
    else if (ext === 'shx') set.shx = await whole(entry);
    else set[ext] = (await whole(entry)).toString('latin1');
  }
  const all = [...sets.values()];
  const closeAll = () =>
    all.forEach((s) => {
      s.shp?.stream.destroy();
      s.dbf?.stream.destroy();
    });
  const refuse = (msg: string) => {
    closeAll();
    return new AppError('validation_failed', msg);
  };
  if (!all.some((s) => s.shp))
    throw refuse(`${basename(input)}: no .shp file (a zipped shapefile holds name.shp, name.shx, name.dbf and name.prj)`);
  for (const s of all) {
    if (!s.shp) throw refuse(`${s.base}: ${s.dbf ? '.dbf' : 'parts'} without ${shortName(s.base)}.shp`);
    if (!s.dbf) throw refuse(`${s.base}.shp: no ${shortName(s.base)}.dbf beside it (the attributes; every shapefile has one)`);
  }
  return all;
}
