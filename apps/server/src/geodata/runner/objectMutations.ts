/**
 * A mutation delivery's changes to single objects (the BAG's daily mutations): each object it names replaces that
 * object's rows wherever they are, whichever import wrote them, and a removal deletes them; no dataset is replaced
 * wholesale, as a full extract's import does. The replacing rows keep the area of the rows they replace (the area a
 * later full extract of that gemeente replaces); an object new to the database takes the area its importer names for
 * it (a BAG object's gemeente, the first four digits of its identificatie) when the database holds that area of its
 * dataset, else the delivery's area.
 */
import type { Db } from '../../db/database';
import type { ImportReport } from './report';
import { boxOf, hasGeometry, unionBox, type BoxRd } from './changedBox';
import type { TableSpec } from './tableSpec';

/** A row as the import context writes it (its `WriteRow`); only its area is read here. */
interface HeldRow {
  area: string;
}

/** The rows that stand for an object after the delivery; null: the object is removed. */
type HeldRows<R extends HeldRow> = { spec: TableSpec; row: R }[] | null;

/** The dataset an object belongs to, and the filter that tells its rows apart in a shared table (LIG and STA). */
export interface MutatedDataset {
  dataset: string;
  filter?: { column: string; value: string };
}

interface ObjectMutation<R extends HeldRow> {
  spec: TableSpec;
  id: string;
  dataset: MutatedDataset;
  rows: HeldRows<R>;
  /** the area a new object belongs in, when the database holds that area of the dataset */
  areaHint: string | null;
}

/** Where the mutations are applied: the import's transaction, run and report, and how a row is written. */
export interface MutationTarget<R extends HeldRow> {
  tx: Db;
  runId: number;
  report: ImportReport;
  write(spec: TableSpec, row: R): void;
  /** send every written row and wait for the database */
  drain(): Promise<void>;
}

/** The delivery's object changes, the last one of an object winning (see the file's comment). */
export class ObjectMutations<R extends HeldRow> {
  private readonly byObject = new Map<string, ObjectMutation<R>>();
  /** the end of the delivery's period: the date of the data it changes (null: none stated) */
  dataDate: string | null = null;

  get size(): number {
    return this.byObject.size;
  }

  /**
   * After the delivery the object `id` of `spec`'s table (in `dataset`) is what `rows` hold, or gone when null;
   * `areaHint` is the area a new object belongs in (used when the database holds that area of the dataset).
   */
  set(spec: TableSpec, id: string, dataset: MutatedDataset, rows: HeldRows<R>, areaHint: string | null = null): void {
    this.byObject.set(`${spec.table}\u0000${id}`, { spec, id, dataset, rows, areaHint });
  }

  /** Forget every change (a delivery applied before changes nothing). */
  clear(): void {
    this.byObject.clear();
  }

  /** Whether the delivery keeps a version of the object (set with rows). */
  keeps(spec: TableSpec, id: string): boolean {
    return !!this.byObject.get(`${spec.table}\u0000${id}`)?.rows;
  }

  /**
   * Delete the named objects' rows, write their new ones under the areas they had, and report each dataset and area
   * touched with the box its rows changed in (the plot features refresh recomputes the parcels there) and its new
   * feature count; `dataDate` (the end of the delivery's period) becomes the date of its data.
   */
  async apply(target: MutationTarget<R>): Promise<void> {
    const touched = new Map<string, Touched>();
    const touch = (dataset: MutatedDataset, area: string, table: string, box: BoxRd | null) => {
      const k = `${dataset.dataset}\u0000${area}\u0000${table}`;
      const t = touched.get(k);
      if (t) t.box = unionBox(t.box, box);
      else touched.set(k, { dataset, area, table, box });
    };
    for (const [table, mutations] of this.byTable()) {
      const geom = hasGeometry(table);
      const gone = await target.tx.query<{ identificatie: string; area: string; x0: number | null; y0: number; x1: number; y1: number }>(
        `DELETE FROM ${table} WHERE identificatie = ANY($1::text[]) RETURNING identificatie, area${
          geom ? ', ST_XMin(geom) AS x0, ST_YMin(geom) AS y0, ST_XMax(geom) AS x1, ST_YMax(geom) AS y1' : ''
        }`,
        [mutations.map((m) => m.id)],
      );
      const before = new Map(gone.map((g) => [g.identificatie, g]));
      const held = await heldAreas(target.tx, mutations.filter((m) => m.rows && !before.has(m.id)));
      for (const m of mutations) {
        const was = before.get(m.id);
        if (was) touch(m.dataset, was.area, table, was.x0 == null ? null : [Number(was.x0), Number(was.y0), Number(was.x1), Number(was.y1)]);
        if (!m.rows) {
          if (was) target.report.removed = (target.report.removed ?? 0) + 1;
          continue;
        }
        for (const h of m.rows) {
          const area = was?.area ?? (m.areaHint && held.has(`${m.dataset.dataset}\u0000${m.areaHint}`) ? m.areaHint : h.row.area);
          target.write(h.spec, { ...h.row, area });
          touch(m.dataset, area, table, null);
        }
      }
    }
    await target.drain();
    for (const t of touched.values()) await reportTouched(target, t, this.dataDate);
  }

  private byTable(): Map<string, ObjectMutation<R>[]> {
    const out = new Map<string, ObjectMutation<R>[]>();
    for (const m of this.byObject.values()) {
      const list = out.get(m.spec.table);
      if (list) list.push(m);
      else out.set(m.spec.table, [m]);
    }
    return out;
  }
}

/** Of the new objects' hinted areas, those whose dataset the database holds (keyed `dataset \0 area`). */
async function heldAreas(tx: Db, fresh: readonly { dataset: MutatedDataset; areaHint: string | null }[]): Promise<Set<string>> {
  const asked = new Map<string, [string, string]>();
  for (const m of fresh) if (m.areaHint) asked.set(`${m.dataset.dataset}\u0000${m.areaHint}`, [m.dataset.dataset, m.areaHint]);
  if (!asked.size) return new Set();
  const pairs = [...asked.values()];
  const rows = await tx.query<{ dataset: string; area: string }>(
    `SELECT d.dataset, d.area FROM geo_datasets d JOIN unnest($1::text[], $2::text[]) AS a(dataset, area) ON a.dataset = d.dataset AND a.area = d.area`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  return new Set(rows.map((r) => `${r.dataset}\u0000${r.area}`));
}

/** A dataset and area a delivery changed, in its table, with the box of the rows it deleted there. */
interface Touched {
  dataset: MutatedDataset;
  area: string;
  table: string;
  box: BoxRd | null;
}

/** One dataset and area a delivery changed: its rows' box, count and date in geo_datasets and the report. */
async function reportTouched(target: MutationTarget<HeldRow>, t: Touched, dataDate: string | null): Promise<void> {
  const { tx, runId, report } = target;
  const { dataset, filter } = t.dataset;
  // the dataset's rows of the area (of its kind in a table shared by datasets)
  const ofDataset = `area = $1${filter ? ` AND ${filter.column} = $2` : ''}`;
  const params = filter ? [t.area, filter.value] : [t.area];
  const geom = hasGeometry(t.table);
  const box = geom ? unionBox(t.box, await boxOf(tx, t.table, `${ofDataset} AND run_id = $${params.length + 1}`, [...params, runId])) : null;
  const [c] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t.table} WHERE ${ofDataset}`, params);
  const features = c?.n ?? 0;
  // the dataset keeps the run of its full load (a later full extract of the area replaces every row of it, these too)
  const [row] = await tx.query<{ data_date: string | null }>(
    `INSERT INTO geo_datasets (dataset, area, run_id, feature_count, data_date, data_date_origin) VALUES ($1, $2, $3, $4, $5, 'file')
     ON CONFLICT (dataset, area) DO UPDATE SET feature_count = EXCLUDED.feature_count, updated_at = now(),
       data_date = GREATEST(geo_datasets.data_date, EXCLUDED.data_date), data_date_origin = CASE WHEN EXCLUDED.data_date IS NOT NULL THEN 'file' ELSE geo_datasets.data_date_origin END
     RETURNING data_date`,
    [dataset, t.area, runId, features, dataDate],
  );
  const existing = report.datasets.find((d) => d.dataset === dataset && d.area === t.area);
  if (existing) existing.changedBoxRd = geom ? unionBox(existing.changedBoxRd, box) : null;
  else
    report.datasets.push({
      dataset,
      area: t.area,
      features,
      dataDate: row?.data_date ?? null,
      dataDateOrigin: row?.data_date ? 'file' : null,
      changedBoxRd: geom ? box : null,
    });
}
