import type { Readable } from 'node:stream';
import type { ImportProgress } from '@plotwise/contracts/api/importReport';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { inputEntries, textChunks, type InputEntry } from '../readers/inputFiles';
import { toEwkbHex, toWkbHex } from '../geometry/wkb';
import { isCertainlyValidSurface } from '../geometry/validity';
import { likelyCrs, outOfDomain, wkbOutOfDomain } from '../geometry/crsDomain';
import type { Geometry } from '../geometry/geometry';
import { MAX_REJECTIONS_LISTED, type ImportReport } from './report';
import { canReplaceTable, createLoadTable, replaceWithLoadTable } from './loadTable';
import { boxOf, hasGeometry, kindsOf, unionBox, type BoxRd } from './changedBox';
import { ObjectMutations } from './objectMutations';
import { tables } from './tables';
import { copyLine, copySql, insertSql, toParam, type TableSpec } from './tableSpec';

/** Options of one import (CLI flags, fields of the admin upload). */
export interface ImportOptions {
  /** the area a re-import replaces (default per format: BAG gemeente, IMRO plan id, 'NL' ...) */
  area?: string;
  /** generic layers: the layer name (default: file or GeoPackage table name) */
  layer?: string;
  /** the CRS when the file does not say (e.g. EPSG:28992) */
  crs?: string;
  /** CBS: the year of the boundaries when the file does not say */
  year?: number;
  /** the date the data describe (YYYY-MM-DD, or a year) for the datasets whose files do not state it */
  dataDate?: string;
  userId?: number;
  /** rows per INSERT */
  batchSize?: number;
  /** the import fails (and changes nothing) when more than this share of its features is rejected; default 50 */
  maxRejectedPercent?: number;
  /** read these entries instead of the files under the path (pages of a PDOK OGC API collection) */
  source?: () => AsyncGenerator<InputEntry>;
}

/** One row for a reference table: values in the order of the table's columns, geometry in its source CRS. */
export interface WriteRow {
  values: readonly unknown[];
  geometry?: Geometry;
  /** or the geometry as WKB already (GeoPackage) */
  wkb?: Buffer;
  srid?: number;
  area: string;
  file: string;
  feature: string;
  line?: number;
}

/** A newer version of an object, held back until the end (see `replaceEarlier`). */
interface Replacement {
  table: string;
  id: string;
  reason: string;
  rows: { spec: TableSpec; row: WriteRow }[];
}

/** The date a dataset's data describe and where it was read (migration 0069). */
interface DataDate {
  date: string;
  origin: 'file' | 'objects' | 'given';
}

/** A date (or date-time) as YYYY-MM-DD, a year as YYYY; null for anything else. */
export function isoDateOrYear(text: string | null | undefined): string | null {
  const m = /^\s*(\d{4})(?:-(\d{2})-(\d{2}))?(?:[T ].*)?\s*$/.exec(text ?? '');
  if (!m) return null;
  if (!m[2]) return m[1]!;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? null : day;
}

/** The import's data-date option (CLI --data-date, the upload's dataDate field) checked: undefined when not given. */
export function dataDateOption(text: string | undefined): string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const day = isoDateOrYear(text);
  if (!day || text.trim().length !== day.length)
    throw new AppError('validation_failed', `dataDate: the date the data describe, as YYYY-MM-DD or a year (got "${text}")`);
  return day;
}

interface Target {
  table: string;
  filter?: { column: string; value: string };
}

class Batch {
  readonly cols: unknown[][];
  readonly meta: { file: string; feature: string; line?: number }[] = [];
  constructor(readonly spec: TableSpec) {
    this.cols = Array.from({ length: spec.columns.length + (spec.geom ? 4 : 2) }, () => []);
  }
}

/** Rows that need no work in the database (checked here), as lines of COPY's text format. */
class CopyBatch {
  /** the rows in COPY's text format, written as they come (no string of the whole batch) */
  data = Buffer.alloc(0);
  size = 0;
  /** the area of the first row */
  area = '';
  readonly meta: { file: string; feature: string }[] = [];
  constructor(readonly spec: TableSpec) {}

  add(line: string) {
    // a UTF-8 character takes at most 3 bytes per UTF-16 unit
    if (this.size + line.length * 3 > this.data.length) {
      const bigger = Buffer.allocUnsafe(Math.max(this.data.length * 2, this.size + line.length * 3, 1 << 20));
      this.data.copy(bigger, 0, 0, this.size);
      this.data = bigger;
    }
    this.size += this.data.write(line, this.size, 'utf8');
  }
}

const MAX_IN_FLIGHT = 2;
const RD_NEW = 28992;

/**
 * The geometry as EWKB hex when the row can be copied straight into its table: already in RD New and,
 * for surfaces, certainly valid (so ST_Transform, ST_IsValid and ST_MakeValid would not change it).
 * undefined: the row goes through the INSERT that checks and repairs in PostGIS.
 */
function directGeometry(spec: TableSpec, row: WriteRow): string | undefined {
  const g = row.geometry;
  // a line is checked by PostGIS (ST_IsValid): whether its points coincide is not worth deciding here
  if (!g || row.wkb || (row.srid ?? RD_NEW) !== RD_NEW || spec.geom === 'line') return undefined;
  if (spec.geom === 'point' || spec.geom === 'any')
    return g.type === 'Point' && g.coords.length === 2 && g.coords.every(Number.isFinite)
      ? toEwkbHex(g, RD_NEW)
      : undefined;
  return isCertainlyValidSurface(g) ? toEwkbHex(g, RD_NEW, true) : undefined;
}

const CRS_NAMES: Record<number, string> = { 28992: 'RD New (EPSG:28992)', 4326: 'WGS84 (EPSG:4326)', 4258: 'ETRS89 (EPSG:4258)', 3857: 'Web Mercator (EPSG:3857)' };

/**
 * Refuse the whole file when a row's coordinates lie outside the domain of the CRS they are read in: a file read in
 * the wrong CRS would otherwise land hundreds of kilometres off (as tiny parcels) without a sign.
 */
function checkDomain(row: WriteRow) {
  const srid = row.srid ?? RD_NEW;
  const off = row.geometry ? outOfDomain(row.geometry, srid) : row.wkb ? wkbOutOfDomain(row.wkb, srid) : undefined;
  if (!off) return;
  const crs = CRS_NAMES[srid] ?? `EPSG:${srid}`;
  const at = `${row.file}: feature ${row.feature}${row.line ? ` (line ${row.line})` : ''}`;
  const likely = likelyCrs(off.x, off.y);
  throw new AppError(
    'crs_out_of_domain',
    `${at}: the coordinates (${off.x}, ${off.y}) read as ${crs} lie outside ${off.domain}; they look like ${likely}. ` +
      'The file is refused, nothing was changed: name its CRS in the file (srsName, crs) or with the crs option',
    { file: row.file, feature: row.feature, line: row.line, crs: `EPSG:${srid}`, likelyCrs: likely },
  );
}

/**
 * What an importer works with inside the one transaction of an import: files to read (with progress),
 * a buffered writer that sends rows in batches while parsing continues, and the report.
 */
export class ImportContext {
  private batches = new Map<string, Batch>();
  private copies = new Map<string, CopyBatch>();
  private inFlight: Promise<void>[] = [];
  // batches go to the database one after another (one connection), while parsing carries on
  private chain: Promise<unknown> = Promise.resolve();
  private failure: unknown = null;
  /** per table: the table its rows are loaded into (see loadTarget) */
  private loads = new Map<string, Promise<string>>();
  /** tables this import loaded anew: they hold no rows of earlier runs */
  private readonly replaced = new Set<string>();
  /** per table loaded anew: the box of the rows it held and the rows loaded (taken before the swap drops the old ones) */
  private readonly replacedBoxes = new Map<string, BoxRd | null>();
  private datasets = new Map<string, { dataset: string; area: string; targets: Target[] }>();
  /** per dataset and area: the date its data describe, as the files state it (dataDate) */
  private readonly dataDates = new Map<string, DataDate>();
  /** rows held back by `replaceEarlier`, per object */
  private replacements = new Map<string, Replacement>();
  /** where `write` puts rows while `replaceEarlier` holds them back */
  private holding: { spec: TableSpec; row: WriteRow }[] | null = null;
  /** a mutation delivery's object changes and the date of its data (objectMutations.ts), applied by `finish` */
  readonly mutations = new ObjectMutations<WriteRow>();
  /** work done in the import's transaction once every row is written and replaced (see `whenWritten`) */
  private readonly finishers: ((tx: Db) => Promise<void>)[] = [];
  readonly progress: ImportProgress = { stage: 'reading', file: '', fileBytes: 0, fileBytesRead: 0, read: 0, written: 0 };
  private readonly batchSize: number;

  constructor(
    readonly tx: Db,
    readonly runId: number,
    readonly report: ImportReport,
    readonly options: ImportOptions,
    private readonly onProgress: (p: ImportProgress) => void = () => undefined,
  ) {
    this.batchSize = options.batchSize ?? 2000;
  }

  /**
   * Run `work` in the import's transaction after `finish` has written every row and replaced the earlier versions,
   * so it sees the imported rows as they will be committed (e.g. alerts on the locations they touch). A throw rolls
   * the whole import back.
   */
  whenWritten(work: (tx: Db) => Promise<void>): void {
    this.finishers.push(work);
  }

  /** The files under `path` this importer reads (file, folder, zip), or the entries of the `source` option. */
  entries(path: string, accept: (name: string) => boolean): AsyncGenerator<InputEntry> {
    return this.options.source ? this.options.source() : inputEntries(path, accept);
  }

  private async openFile(entry: InputEntry): Promise<Readable> {
    this.report.files.push(entry.name);
    Object.assign(this.progress, { file: entry.name, fileBytes: entry.size, fileBytesRead: 0 });
    return entry.open();
  }

  /** Text of one input file, chunk by chunk, with progress. */
  async *text(entry: InputEntry): AsyncGenerator<string> {
    yield* textChunks(await this.openFile(entry), (n) => {
      this.progress.fileBytesRead += n;
    });
  }

  /** Bytes of one input file, chunk by chunk, with progress (the XML readers decode only the text they keep). */
  async *bytes(entry: InputEntry): AsyncGenerator<Buffer> {
    for await (const chunk of (await this.openFile(entry)) as AsyncIterable<Buffer>) {
      this.progress.fileBytesRead += chunk.length;
      yield chunk;
    }
  }

  /** Count a feature read from the file. */
  readFeature() {
    this.report.read++;
    this.progress.read++;
  }

  skip(reason: string) {
    this.report.skipped++;
    this.report.skippedReasons[reason] = (this.report.skippedReasons[reason] ?? 0) + 1;
  }

  reject(file: string, feature: string, reason: string, line?: number) {
    this.report.rejected++;
    const key = reason.replace(/\d+(\.\d+)?/g, 'N');
    this.report.rejectedReasons[key] = (this.report.rejectedReasons[key] ?? 0) + 1;
    if (this.report.rejections.length < MAX_REJECTIONS_LISTED)
      this.report.rejections.push({ file, feature, reason, ...(line ? { line } : {}) });
  }

  repaired(n = 1) {
    this.report.repaired += n;
  }

  warn(message: string) {
    if (!this.report.warnings.includes(message)) this.report.warnings.push(message);
  }

  /** Declare that this import holds (and so replaces) `dataset` for `area`, stored in `targets`. */
  dataset(dataset: string, area: string, targets: Target[]) {
    // importers declare it with every feature: the same as the last time costs one comparison
    if (this.lastDataset === dataset && this.lastArea === area) return;
    this.lastDataset = dataset;
    this.lastArea = area;
    const k = `${dataset}\u0000${area}`;
    if (!this.datasets.has(k)) this.datasets.set(k, { dataset, area, targets });
  }
  private lastDataset = '';
  private lastArea = '';

  /**
   * The date the data of `dataset` for `area` describe, as the files state it: `file` a date the delivery states for
   * itself (a BAG extract's StandTechnischeDatum, a plan's datum), `objects` the newest date of its objects (kept as
   * the latest one offered). Without one, the import's dataDate option is used, else the dataset has none (its
   * report line says so).
   */
  dataDate(dataset: string, area: string, date: string | null | undefined, origin: 'file' | 'objects') {
    const day = isoDateOrYear(date);
    if (!day) return;
    const k = `${dataset}\u0000${area}`;
    const known = this.dataDates.get(k);
    if (origin === 'objects' && known && (known.origin === 'file' || known.date >= day)) return;
    this.dataDates.set(k, { date: day, origin });
  }

  /**
   * Write what `fn` writes in place of what this import wrote before for the object `id` in `spec`'s table (a newer
   * version of an object that is read after an older one). The rows are held back; at the end the rows of this import
   * with the object's identificatie (and those of the held rows) are deleted and the held rows written. The replaced
   * version counts as skipped under `reason`, and so does a held version that a still newer one replaces.
   */
  replaceEarlier(spec: TableSpec, id: string, reason: string, fn: () => void) {
    const rows = this.held(fn);
    const key = `${spec.table}\u0000${id}`;
    if (this.replacements.has(key)) this.skip(reason);
    this.replacements.set(key, { table: spec.table, id, reason, rows });
  }

  /** The rows `fn` writes, held back instead of sent (`replaceEarlier`, a mutation delivery's objects). */
  held(fn: () => void): { spec: TableSpec; row: WriteRow }[] {
    const rows: { spec: TableSpec; row: WriteRow }[] = [];
    this.holding = rows;
    try {
      fn();
    } finally {
      this.holding = null;
    }
    return rows;
  }

  /** Delete the rows that held-back versions replace, and write those (once `finish` has sent every other row). */
  private async writeReplacements() {
    const targets = new Map<string, Set<string>>();
    const target = (table: string, id: string) => {
      let ids = targets.get(table);
      if (!ids) targets.set(table, (ids = new Set()));
      ids.add(id);
    };
    for (const r of this.replacements.values()) {
      target(r.table, r.id);
      for (const h of r.rows) target(h.spec.table, h.row.feature);
    }
    const deleted = new Map<string, Set<string>>();
    for (const [table, ids] of targets) {
      // the rows are in the table this import loads into (a new table not swapped in yet, or the table itself)
      const loadedInto = (await this.loads.get(table)) ?? table;
      const rows = await this.tx.query<{ identificatie: string }>(
        `DELETE FROM ${loadedInto} WHERE run_id = $1 AND identificatie = ANY($2::text[]) RETURNING identificatie`,
        [this.runId, [...ids]],
      );
      this.report.written -= rows.length;
      this.progress.written -= rows.length;
      this.report.tables[table] = (this.report.tables[table] ?? 0) - rows.length;
      deleted.set(table, new Set(rows.map((r) => r.identificatie)));
    }
    for (const r of this.replacements.values()) {
      if (deleted.get(r.table)?.has(r.id)) this.skip(r.reason);
      for (const h of r.rows) this.write(h.spec, h.row);
    }
    this.replacements.clear();
  }

  /** Buffer a row; full batches are sent at the next `afterChunk`. */
  write(spec: TableSpec, row: WriteRow) {
    if (spec.geom) checkDomain(row);
    if (this.holding) {
      this.holding.push({ spec, row });
      return;
    }
    if (this.tx.copyFrom && this.writeCopy(spec, row)) return;
    let b = this.batches.get(spec.table);
    if (!b) this.batches.set(spec.table, (b = new Batch(spec)));
    const n = b.meta.length;
    b.cols[0]!.push(n);
    b.cols[1]!.push(row.area);
    let k = 2;
    if (spec.geom) {
      b.cols[2]!.push(row.wkb ? row.wkb.toString('hex') : row.geometry ? toWkbHex(row.geometry) : null);
      b.cols[3]!.push(row.srid ?? 28992);
      k = 4;
    }
    spec.columns.forEach((c, j) => {
      const v = row.values[j];
      b.cols[k + j]!.push(c.type === 'point' ? (v ? toWkbHex(v as Geometry) : null) : toParam(c.type, v));
    });
    b.meta.push({ file: row.file, feature: row.feature, ...(row.line ? { line: row.line } : {}) });
  }

  /** PostgreSQL: a row that needs no check in the database becomes a COPY line; false when it does. */
  private writeCopy(spec: TableSpec, row: WriteRow): boolean {
    let geom: string | undefined;
    if (spec.geom) {
      geom = directGeometry(spec, row);
      if (geom === undefined) return false;
    }
    const values: unknown[] = [];
    for (let j = 0; j < spec.columns.length; j++) {
      const c = spec.columns[j]!;
      const v = row.values[j];
      if (c.type !== 'point') values.push(toParam(c.type, v));
      else if (!v) values.push(null);
      else {
        const p = v as Geometry;
        // a label point in another CRS or of another kind goes through PostGIS with its row
        if (p.type !== 'Point' || (row.srid ?? RD_NEW) !== RD_NEW || !p.coords.every(Number.isFinite))
          return false;
        values.push(toEwkbHex(p, RD_NEW));
      }
    }
    let b = this.copies.get(spec.table);
    if (!b) this.copies.set(spec.table, (b = new CopyBatch(spec)));
    if (!b.meta.length) b.area = row.area;
    b.add(copyLine(spec, this.runId, row.area, values, geom));
    b.meta.push({ file: row.file, feature: row.feature });
    return true;
  }

  /**
   * The table this import's rows for `spec.table` go to (decided at its first batch, inside the chain of
   * statements): a new table without indexes when the import replaces everything the table holds (see
   * loadTable.ts), else the table itself.
   */
  private loadTarget(spec: TableSpec, area: string): Promise<string> {
    let target = this.loads.get(spec.table);
    if (!target) {
      const table = spec.table;
      // a table shared by datasets (told apart by a filter column) is never replaced wholesale
      const shared = [...this.datasets.values()].some((d) =>
        d.targets.some((t) => t.table === table && t.filter),
      );
      // a mutation delivery changes single objects of the table: never replaced wholesale either
      const loadTable = `plotwise_load_${this.runId}_${this.loads.size}`;
      target = (async () => {
        if (shared || this.mutations.size || !(await canReplaceTable(this.tx, table, area))) return table;
        await createLoadTable(this.tx, table, loadTable);
        return loadTable;
      })();
      this.loads.set(table, target);
    }
    return target;
  }

  /** Send full batches and wait while too many are in flight: the parser never runs far ahead of the database. */
  async afterChunk() {
    for (const b of this.batches.values()) if (b.meta.length >= this.batchSize) this.send(b);
    for (const b of this.copies.values()) if (b.meta.length >= this.batchSize) this.sendCopy(b);
    while (this.inFlight.length > MAX_IN_FLIGHT) await this.inFlight.shift();
    if (this.failure) throw this.failure;
    this.onProgress(this.progress);
  }

  private send(b: Batch) {
    const spec = b.spec;
    const params = [this.runId, ...b.cols];
    const meta = b.meta;
    this.batches.set(spec.table, new Batch(spec));
    const first = meta[0];
    const area = b.cols[1]![0] as string;
    const q = this.chain.then(async () =>
      this.tx.query<{ i: number; ok: boolean; surf: boolean; bad: boolean }>(
        insertSql(spec, await this.loadTarget(spec, area)),
        params,
      ),
    );
    this.chain = q.catch(() => undefined);
    const p = q
      .then((rows) => {
        let bad = 0;
        if (spec.geom)
          for (const r of rows) {
            const m = meta[r.i]!;
            if (r.bad) {
              bad++;
              this.reject(
                m.file,
                m.feature,
                !r.surf ? `geometry is not a ${spec.geom === 'line' ? 'line' : 'surface'}` : spec.geom === 'line' ? 'line without two distinct points' : 'geometry is empty or collapsed when repaired',
                m.line,
              );
            } else if (!r.ok) this.repaired();
          }
        const written = meta.length - bad;
        this.report.written += written;
        this.progress.written += written;
        this.report.tables[spec.table] = (this.report.tables[spec.table] ?? 0) + written;
      })
      .catch((e: Error) => {
        this.failure ??= new AppError(
          'validation_failed',
          `${first?.file ?? ''}: writing ${spec.table} (features ${first?.feature ?? ''} to ${meta[meta.length - 1]?.feature ?? ''}) failed: ${e.message}`,
        );
      });
    this.inFlight.push(p);
  }

  private sendCopy(b: CopyBatch) {
    const spec = b.spec;
    this.copies.set(spec.table, new CopyBatch(spec));
    const data = b.data.subarray(0, b.size);
    const q = this.chain.then(async () =>
      this.tx.copyFrom!(copySql(spec, await this.loadTarget(spec, b.area)), data),
    );
    this.chain = q.catch(() => undefined);
    this.inFlight.push(
      q
        .then(() => {
          const written = b.meta.length;
          this.report.written += written;
          this.progress.written += written;
          this.report.tables[spec.table] = (this.report.tables[spec.table] ?? 0) + written;
        })
        .catch((e: Error & { where?: string }) => {
          // COPY names the line of its data that failed: that is the feature
          const at = Number(/line (\d+)/.exec(e.where ?? '')?.[1] ?? 0);
          const m = at ? b.meta[at - 1] : undefined;
          const first = b.meta[0];
          const which = m
            ? `feature ${m.feature}`
            : `features ${first?.feature ?? ''} to ${b.meta[b.meta.length - 1]?.feature ?? ''}`;
          this.failure ??= new AppError(
            'validation_failed',
            `${(m ?? first)?.file ?? ''}: writing ${spec.table} (${which}) failed: ${e.message}`,
          );
        }),
    );
  }

  /**
   * Send every buffered row and wait for the database; after it, the rows are in their tables under their names
   * (a table loaded anew takes the old one's place here), so the importer can read them back.
   */
  async flush() {
    await this.drain();
    await this.swapLoadTables();
  }

  /** Send every buffered row and wait until the database has them (in the tables they are loaded into). */
  private async drain() {
    for (const b of this.batches.values()) if (b.meta.length) this.send(b);
    for (const b of this.copies.values()) if (b.meta.length) this.sendCopy(b);
    await Promise.all(this.inFlight);
    this.inFlight = [];
    if (this.failure) throw this.failure;
  }

  /** Tables loaded anew take the place of the old ones (see loadTable.ts). */
  private async swapLoadTables() {
    for (const [table, target] of this.loads) {
      const loadTable = await target;
      if (loadTable === table) continue;
      if (hasGeometry(table)) this.replacedBoxes.set(table, unionBox(await boxOf(this.tx, table, 'true'), await boxOf(this.tx, loadTable, 'true')));
      await replaceWithLoadTable(this.tx, table, loadTable);
      this.replaced.add(table);
      // rows that come after this go into the table itself
      this.loads.set(table, Promise.resolve(table));
    }
  }

  /**
   * Write what is left, replace the previous versions of the datasets, and record the new ones. `check` runs once
   * every row is written and before anything is replaced: when it throws, no table is swapped and no earlier row
   * deleted (and the import's transaction rolls back what was written).
   */
  async finish(check: () => void = () => undefined) {
    // for a national file this can take a minute (indexes over millions of rows): say so
    this.progress.stage = 'finishing';
    this.onProgress(this.progress);
    await this.drain();
    if (this.replacements.size) {
      await this.writeReplacements();
      await this.drain();
    }
    if (this.mutations.size) await this.mutations.apply({ tx: this.tx, runId: this.runId, report: this.report, write: (spec, row) => this.write(spec, row), drain: () => this.drain() });
    check();
    await this.swapLoadTables();
    for (const [key, { dataset, area, targets }] of this.datasets) {
      let features = 0;
      // where the rows this import replaces and writes lie; a target without geometry leaves it unknown (null)
      let changedBoxRd: BoxRd | null = null;
      let boxKnown = true;
      let changedKinds: string[] | undefined;
      for (const t of targets) {
        const extra = t.filter ? ` AND ${t.filter.column} = $3` : '';
        const params = t.filter ? [area, this.runId, t.filter.value] : [area, this.runId];
        if (!hasGeometry(t.table)) boxKnown = false;
        else {
          // the earlier rows of the area and this run's, before the earlier ones go (a table loaded anew: the rows it
          // held, taken at the swap, and those written into it after a flush)
          if (this.replaced.has(t.table)) changedBoxRd = unionBox(changedBoxRd, this.replacedBoxes.get(t.table));
          const where = `area = $1${t.filter ? ` AND ${t.filter.column} = $2` : ''}`;
          changedBoxRd = unionBox(changedBoxRd, await boxOf(this.tx, t.table, where, t.filter ? [area, t.filter.value] : [area]));
          if (t.table === tables.features.table) changedKinds = await kindsOf(this.tx, where, t.filter ? [area, t.filter.value] : [area]);
        }
        if (!this.replaced.has(t.table))
          await this.tx.query(`DELETE FROM ${t.table} WHERE area = $1 AND run_id <> $2${extra}`, params);
        const [c] = await this.tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${t.table} WHERE area = $1 AND run_id = $2${extra}`,
          params,
        );
        features += c?.n ?? 0;
      }
      const given = isoDateOrYear(this.options.dataDate);
      const dated = this.dataDates.get(key) ?? (given ? { date: given, origin: 'given' as const } : null);
      await this.tx.query(
        `INSERT INTO geo_datasets (dataset, area, run_id, feature_count, data_date, data_date_origin) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (dataset, area) DO UPDATE SET run_id = EXCLUDED.run_id, feature_count = EXCLUDED.feature_count, updated_at = now(),
           data_date = EXCLUDED.data_date, data_date_origin = EXCLUDED.data_date_origin`,
        [dataset, area, this.runId, features, dated?.date ?? null, dated?.origin ?? null],
      );
      this.report.datasets.push({
        dataset,
        area,
        features,
        dataDate: dated?.date ?? null,
        dataDateOrigin: dated?.origin ?? null,
        changedBoxRd: boxKnown ? changedBoxRd : null,
        ...(changedKinds ? { changedKinds } : {}),
      });
    }
    for (const work of this.finishers) await work(this.tx);
  }
}
