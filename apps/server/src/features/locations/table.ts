import type { LocationTableOwner, LocationTableRow } from '@plotwise/contracts';
import { locationTypes, ownerTypeOf, securedStates } from '@plotwise/contracts';

// constants of the contracts, not input: safe to write into the statement
const SECURED = securedStates.map((s) => `'${s}'`).join(', ');
import type { Db } from '../../db/database';
import { CONSTRAINTS_JSON, fromJson, fsiLimitInForce, heightLimitInForce } from '../locationConstraints/constraintsInForce';

export interface TableQuery {
  limit: number;
  offset: number;
  order: string;
  archived: 'true' | 'false' | 'all';
  /** only these locations (an export of the rows on screen) */
  ids?: readonly number[];
}

// The ORDER BY of each accepted order (contracts' locationTableQuerySchema); id breaks ties so pages are stable.
const ORDER_SQL: Record<string, string> = {
  order: 'l."order" ASC NULLS LAST, l.id',
  updatedAt: 'l.updated_at, l.id',
  '-updatedAt': 'l.updated_at DESC, l.id DESC',
  name: 'lower(l.name) NULLS LAST, l.id',
  '-name': 'lower(l.name) DESC NULLS LAST, l.id DESC',
  id: 'l.id',
  '-id': 'l.id DESC',
  plotsize: 'l.plotsize NULLS LAST, l.id',
  '-plotsize': 'l.plotsize DESC NULLS LAST, l.id DESC',
};

/**
 * The rows of the table of locations and the planboard: the page of locations is chosen first (company, not
 * deleted, not a template), then each row's derived values are read by index per location (labels, notes, tasks,
 * concepts, units, owner information, the stored production value), so a page of 100 costs the same whatever the
 * size of the company's list.
 * Every table is also filtered by company_id: the caller runs this inside db.tenant (RLS) and the filter keeps it
 * right on its own.
 */
export async function readLocationTable(
  tx: Db,
  companyId: number,
  q: TableQuery,
): Promise<{ rows: LocationTableRow[]; total: number }> {
  const params: unknown[] = [companyId, locationTypes.template];
  const where = ['l.company_id = $1', 'NOT coalesce(l.deleted, false)', 'coalesce(l.type, 0) <> $2'];
  if (q.archived !== 'all')
    where.push(q.archived === 'true' ? 'coalesce(l.archived, false)' : 'NOT coalesce(l.archived, false)');
  if (q.ids) {
    params.push(q.ids);
    where.push(`l.id = ANY($${params.length}::int[])`);
  }
  const filter = where.join(' AND ');
  const orderBy = ORDER_SQL[q.order] ?? 'l."order" ASC NULLS LAST, l.id';
  const [count] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM locations l WHERE ${filter}`,
    params,
  );
  params.push(q.limit, q.offset);
  const rows = await tx.query(
    `WITH page AS (
       SELECT l.* FROM locations l WHERE ${filter} ORDER BY ${orderBy} LIMIT $${params.length - 1} OFFSET $${params.length}
     )
     SELECT p.id, p.name, p.type, p.status, p.phase, p."order", p.rating, p.score, p.chance_of_success, p.lat, p.lon, p.plotsize, p.plotnr, p.road, p.house_number,
            p.postcode, p.city, p.municipality, p.neighbourhood, p.region, p.businesspark, p.owner, p.architect, p.builder,
            p.buyer, p.advisors, coalesce(p.archived, false) AS archived, p.assigned_to, p.created_by_user_name, p.created_at,
            p.updated_at, cs.list AS constraints, coalesce(s.zones, '[]'::jsonb) AS zones,
            nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS assigned_to_name,
            coalesce(lb.labels, '[]'::json) AS labels,
            coalesce(n.notes_count, 0) AS notes_count, coalesce(n.open_tasks, 0) AS open_tasks, n.last_activity,
            n.last_note_name, n.last_note_at, n.last_todo_name, n.last_todo_at,
            coalesce(c.n, 0) AS concepts_count, c.last_change AS concepts_at,
            coalesce(un.mix, '{}') AS unit_mix, coalesce(un.n, 0) AS unit_total,
            coalesce(ow.names, '{}') AS cadastre_owners, ow.details AS owner_details, lp.total AS plots_area, lp.secured AS secured_area,
            pv.value_cents AS production_value_cents
       FROM page p
       LEFT JOIN location_cfgs cf ON cf.location_id = p.id AND cf.company_id = $1
       LEFT JOIN location_summaries s ON s.location_cfg_id = cf.id AND s.company_id = $1
       LEFT JOIN users u ON u.id = p.assigned_to AND u.company_id = $1
       -- the stored production value (migration 0045, kept current by productionValue.ts): one row by primary key
       LEFT JOIN location_production_values pv ON pv.location_id = p.id AND pv.company_id = $1
       LEFT JOIN LATERAL (
         SELECT json_agg(json_build_object('id', b.id, 'name', coalesce(b.name, ''), 'color', b.color) ORDER BY lower(b.name), b.id) AS labels
           FROM locationslabels ll JOIN labels b ON b.id = ll.label_id AND b.company_id = $1
          WHERE ll.location_id = p.id AND ll.company_id = $1) lb ON true
       LEFT JOIN LATERAL (
         -- one pass over the location's notes: the counts, the newest note and the open task due first
         SELECT count(*)::int AS notes_count,
                (count(*) FILTER (WHERE x.type = 'task' AND x.status = 'open'))::int AS open_tasks,
                max(x.created_at) AS last_activity,
                (array_agg(x.name ORDER BY x.created_at DESC, x.id DESC) FILTER (WHERE x.type IN ('general', 'note')))[1] AS last_note_name,
                max(x.created_at) FILTER (WHERE x.type IN ('general', 'note')) AS last_note_at,
                (array_agg(x.name ORDER BY x.target_at ASC NULLS LAST, x.id) FILTER (WHERE x.type = 'task' AND x.status = 'open'))[1] AS last_todo_name,
                (array_agg(x.target_at ORDER BY x.target_at ASC NULLS LAST, x.id) FILTER (WHERE x.type = 'task' AND x.status = 'open'))[1] AS last_todo_at
           FROM notes x WHERE x.location_id = p.id AND x.company_id = $1) n ON true
       LEFT JOIN LATERAL (
         -- the constraints, for the height limit in force (a hand limit may replace the zoning's: core limitInForce)
         SELECT ${CONSTRAINTS_JSON} AS list FROM constraints x WHERE x.location_id = p.id AND x.company_id = $1) cs ON true
       LEFT JOIN LATERAL (
         SELECT count(*)::int AS n, max(x.updated_at) AS last_change FROM concepts x WHERE x.location_id = p.id AND x.company_id = $1) c ON true
       LEFT JOIN LATERAL (
         SELECT array_agg(coalesce(x.name, '') ORDER BY x."order", x.id) AS mix, count(*)::int AS n
           FROM units x WHERE x.location_id = p.id AND x.company_id = $1) un ON true
       LEFT JOIN LATERAL (
         SELECT array_agg(DISTINCT x.name) AS names,
                json_agg(json_build_object('name', x.name, 'ownerType', x.data->>'ownerType', 'source', x.data->>'source') ORDER BY x.name, x.id) AS details
           FROM jsons x
          WHERE x.location_id = p.id AND x.company_id = $1 AND x.type = 'owner_information' AND coalesce(x.name, '') <> '') ow ON true
       LEFT JOIN LATERAL (
         -- the land position: the share of the parcels' area whose acquisition is secured (contracts ownership.ts)
         SELECT sum(ST_Area(x.geometry)) AS total, sum(ST_Area(x.geometry)) FILTER (WHERE x.acquisition IN (${SECURED})) AS secured
           FROM plots x WHERE x.location_id = p.id AND x.company_id = $1) lp ON true
      ORDER BY ${orderBy.replaceAll('l.', 'p.')}`,
    params,
  );
  return { rows: rows.map(toRow), total: count?.n ?? 0 };
}

const iso = (v: unknown): string | null =>
  v == null ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();
const str = (v: unknown): string | null => (v == null ? null : String(v));
const num = (v: unknown): number | null => (v == null ? null : Number(v));

/** Each owner once (name, type, source) with its type as stored or derived: the cadastre's first, then those by hand. */
function ownerDetails(raw: unknown): LocationTableOwner[] {
  const rows = (Array.isArray(raw) ? raw : []) as { name: string; ownerType: string | null; source: string | null }[];
  const seen = new Map<string, LocationTableOwner>();
  for (const o of rows) {
    const source = o.source === 'brk' || o.source === 'hand' ? o.source : null;
    const owner: LocationTableOwner = { name: o.name, ownerType: ownerTypeOf(o.name, { ownerType: o.ownerType }), source };
    seen.set(`${owner.name}\u0000${owner.ownerType}\u0000${source}`, owner);
  }
  return [...seen.values()].sort((a, b) => Number(a.source === 'hand') - Number(b.source === 'hand'));
}

function toRow(r: Record<string, unknown>): LocationTableRow {
  const updatedAt = iso(r.updated_at)!;
  const activity = [updatedAt, iso(r.last_activity), iso(r.concepts_at)]
    .filter((x): x is string => !!x)
    .sort()
    .at(-1)!;
  return {
    id: Number(r.id),
    name: str(r.name),
    type: num(r.type),
    status: num(r.status),
    phase: num(r.phase),
    order: num(r.order),
    rating: num(r.rating),
    lat: num(r.lat),
    lon: num(r.lon),
    plotsize: num(r.plotsize),
    plotnr: str(r.plotnr),
    road: str(r.road),
    house_number: str(r.house_number),
    postcode: str(r.postcode),
    city: str(r.city),
    municipality: str(r.municipality),
    neighbourhood: str(r.neighbourhood),
    region: str(r.region),
    businesspark: str(r.businesspark),
    owner: str(r.owner),
    architect: str(r.architect),
    builder: str(r.builder),
    buyer: str(r.buyer),
    advisors: str(r.advisors),
    archived: !!r.archived,
    assignedTo: num(r.assigned_to),
    assignedToName: str(r.assigned_to_name),
    createdByUserName: str(r.created_by_user_name),
    createdAt: iso(r.created_at)!,
    updatedAt,
    max_height: heightLimitInForce(fromJson(r.constraints)),
    max_fsi: fsiLimitInForce(fromJson(r.constraints)),
    zones: (r.zones as string[] | null) ?? [],
    labels: (r.labels as LocationTableRow['labels'] | null) ?? [],
    lastNote: r.last_note_at ? { name: str(r.last_note_name) ?? '', createdAt: iso(r.last_note_at)! } : null,
    lastTodo:
      r.last_todo_name != null ? { name: String(r.last_todo_name), targetAt: iso(r.last_todo_at) } : null,
    notesCount: Number(r.notes_count),
    openTasks: Number(r.open_tasks),
    conceptsCount: Number(r.concepts_count),
    activityAt: activity,
    cadastreOwners: (r.cadastre_owners as string[] | null) ?? [],
    ownerDetails: ownerDetails(r.owner_details),
    unitMix: (r.unit_mix as string[] | null) ?? [],
    unitTotal: Number(r.unit_total),
    productionValue: r.production_value_cents == null ? null : Number(r.production_value_cents) / 100,
    score: num(r.score),
    chanceOfSuccess: num(r.chance_of_success),
    landPosition: num(r.plots_area) ? (num(r.secured_area) ?? 0) / num(r.plots_area)! : null,
  };
}
