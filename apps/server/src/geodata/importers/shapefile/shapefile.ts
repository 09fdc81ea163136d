import type { Importer } from '../importer';
import { AppError } from '../../../http/appError';
import { parseCrs } from '../../geometry/crs';
import { ByteReader } from '../../readers/byteReader';
import { decoderFor, encodingOfCpg, encodingOfLdid, utf8OrWindows1252, type TextDecode } from '../../readers/dbfEncoding';
import { DbfValueError, dbfRecord, readDbfHeader, DBF_TYPES_READ, type DbfHeader } from '../../readers/dbfReader';
import { readShpHeader, shapeGeometry } from '../../readers/shpRecords';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import { featureId, layerName } from '../generic/genericLayer';
import { Props } from '../properties';
import { FeatureError, perFeature, skipEnded } from '../shared';
import { crsOfPrj, PRJ_CRS } from './prjCrs';
import { shapefileSets, shortName, type ShapefileSet } from './shapefileFiles';

// in the order people look for them (an object's number keys would sort by number)
const READ_ORDER = [28992, 4326, 4258, 3857, 32631, 25831];
const READ_CRS = READ_ORDER.map((c) => PRJ_CRS[c]).join(', ');

/** The SRID of the set's coordinates: --crs, else the .prj; never a guess. */
function sridOf(ctx: ImportContext, s: ShapefileSet): number {
  if (ctx.options.crs) return parseCrs(ctx.options.crs, 'option crs').srid;
  const name = shortName(s.base);
  if (s.prj === undefined || !s.prj.trim())
    throw new AppError('validation_failed', `${s.base}.shp: no ${name}.prj, so its coordinate system is unknown; add the .prj or name the system (--crs)`);
  try {
    return crsOfPrj(s.prj);
  } catch (e) {
    throw new AppError('validation_failed', `${s.base}.prj: the coordinate system ${(e as Error).message}; read are ${READ_CRS} (re-project the data, or name the system with --crs)`);
  }
}

/** How the .dbf's texts are decoded: the .cpg, else the header's language driver, else UTF-8 or Windows-1252. */
function decoderOf(ctx: ImportContext, s: ShapefileSet, ldid: number): TextDecode {
  const dbfName = `${s.base}.dbf`;
  if (s.cpg !== undefined && s.cpg.trim()) {
    const enc = encodingOfCpg(s.cpg);
    const d = enc && decoderFor(enc);
    if (!d) throw new AppError('validation_failed', `${s.base}.cpg: unknown encoding "${s.cpg.trim()}"`);
    return d;
  }
  const enc = encodingOfLdid(ldid);
  const d = enc && decoderFor(enc);
  if (d) return d;
  return utf8OrWindows1252(() =>
    ctx.warn(`${dbfName}: no .cpg and no code page in its header: texts that are not UTF-8 were read as Windows-1252`),
  );
}

/** The stream's chunks, counted into the import's progress. */
async function* counted(ctx: ImportContext, stream: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  for await (const c of stream) {
    ctx.progress.fileBytesRead += c.length;
    yield c;
  }
}

/** The header fields of a .dbf (with the encoding), or the import refused naming the file. */
async function dbfHeaderOf(ctx: ImportContext, s: ShapefileSet, r: ByteReader): Promise<{ h: DbfHeader; decode: TextDecode }> {
  // field names are ASCII in practice; the header's language byte is only known once read, so names are read as Latin-1
  let h: DbfHeader;
  try {
    h = await readDbfHeader(r, (b) => Buffer.from(b).toString('latin1'));
  } catch (e) {
    throw new AppError('validation_failed', `${s.base}.dbf: broken dBase header: ${(e as Error).message}`);
  }
  for (const f of h.fields)
    if (!DBF_TYPES_READ.has(f.type)) ctx.warn(`${s.base}.dbf: field ${f.name} of type ${f.type} is not read (read are C, N, F, L, D)`);
  return { h, decode: decoderOf(ctx, s, h.ldid) };
}

/** Read one shapefile's records into its layer. */
async function importSet(ctx: ImportContext, s: ShapefileSet) {
  const shpName = `${s.base}.shp`;
  const dbfName = `${s.base}.dbf`;
  const broken = (file: string, msg: string) => new AppError('validation_failed', `${file}: ${msg}`);
  const srid = sridOf(ctx, s);
  const layer = layerName(ctx.options.layer ?? shortName(s.base));
  const area = ctx.options.area ?? 'NL';
  ctx.dataset(`layer.${layer}`, area, [{ table: tables.features.table, filter: { column: 'layer', value: layer } }]);
  ctx.report.files.push(shpName, dbfName);
  Object.assign(ctx.progress, { file: shpName, fileBytes: s.shp!.entry.size, fileBytesRead: 0 });
  const shp = new ByteReader(counted(ctx, s.shp!.stream as AsyncIterable<Buffer>));
  const dbf = new ByteReader((s.dbf!.stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]());
  const headBytes = await shp.read(100);
  let header;
  try {
    header = readShpHeader(Buffer.isBuffer(headBytes) ? headBytes : Buffer.alloc(0));
  } catch (e) {
    throw broken(shpName, `broken header: ${(e as Error).message}`);
  }
  const { h, decode } = await dbfHeaderOf(ctx, s, dbf);
  if (s.shx) {
    const shxRecords = (s.shx.length - 100) / 8;
    if (s.shx.length < 100 || !Number.isInteger(shxRecords)) throw broken(`${s.base}.shx`, `broken index of ${s.shx.length} bytes`);
    if (shxRecords !== h.records)
      throw broken(shpName, `${s.base}.shx lists ${shxRecords} records, ${dbfName} has ${h.records}: the files do not belong together`);
  } else ctx.warn(`${shpName}: no .shx index; the records were read in order from the .shp`);
  let n = 0;
  for (;;) {
    const rh = await shp.read(8);
    if (rh === null) break;
    if (!Buffer.isBuffer(rh)) throw broken(shpName, `record ${n + 1}: the file ends inside the record header (is it truncated?)`);
    n++;
    const length = rh.readInt32BE(4) * 2;
    if (length < 4 || shp.offset + length > header.fileLength)
      throw broken(shpName, `record ${n}: content length of ${length} bytes ${length < 4 ? 'is too short' : 'runs past the end the header gives'}`);
    const content = await shp.read(length);
    if (!Buffer.isBuffer(content)) throw broken(shpName, `record ${n}: the file ends inside the record (is it truncated?)`);
    const rec = await dbf.read(h.recordLength);
    if (!Buffer.isBuffer(rec) || rec[0] === 0x1a)
      throw broken(shpName, `record ${n} has no row in ${dbfName} (the .dbf holds ${h.records}): the files do not belong together`);
    ctx.readFeature();
    const record = `record ${n}`;
    perFeature(ctx, shpName, () => record, undefined, () => {
      const number = rh.readInt32BE(0);
      if (number !== n) throw new FeatureError(`the record is numbered ${number} where ${n} was expected`);
      let row;
      try {
        row = dbfRecord(h, rec, decode);
      } catch (e) {
        if (e instanceof DbfValueError) throw new FeatureError(`${dbfName}: ${e.message}`);
        throw e;
      }
      if (row.deleted) return ctx.skip('record deleted in the .dbf');
      const p = new Props(row.values);
      if (skipEnded(ctx, p)) return;
      const state = { repairs: 0 };
      const geometry = shapeGeometry(content, header.shapeType, state);
      if (!geometry) throw new FeatureError('null shape (no geometry)');
      if (state.repairs) ctx.repaired(state.repairs);
      const id = featureId(p, undefined) ?? String(n);
      ctx.write(tables.features, { values: [layer, id, row.values], geometry, srid, area, file: shpName, feature: record });
    });
    if (n % 1000 === 0) await ctx.afterChunk();
  }
  if (shp.offset < header.fileLength) throw broken(shpName, `the file ends at byte ${shp.offset} where its header says ${header.fileLength} (is it truncated?)`);
  if (n !== h.records) throw broken(shpName, `${n} records where ${dbfName} has ${h.records}: the files do not belong together`);
  await ctx.afterChunk();
}

/** Users' own data as a zipped ESRI shapefile: each .shp with its .dbf (and .prj) a map layer in geo_features. */
export const shapefileImporter: Importer = {
  format: 'shapefile',
  description: `zipped ESRI shapefile (.shp, .shx, .dbf, .prj, optional .cpg) as a map layer (--layer name, default the .shp name); the .prj must be ${READ_ORDER.map((c) => `EPSG:${c}`).join(', ')}`,
  async run(ctx, input) {
    const sets = await shapefileSets(ctx, input);
    try {
      for (const s of sets) await importSet(ctx, s);
    } finally {
      for (const s of sets) {
        s.shp?.stream.destroy();
        s.dbf?.stream.destroy();
      }
    }
  },
};

