import { limitInForce, constraintsInForce, type RuleConstraint } from '@plotwise/core/zoning/index';
import type { Db } from '../../db/database';

/** A constraint row as core's rule of what is in force reads it. */
type StoredConstraint = RuleConstraint & { id: number; zone: string | null };

/**
 * The SQL expression (over a `constraints` alias `x`) of a location's constraints as one JSON array, for a query that
 * reads many locations at once (the table of locations); `fromJson` reads it back.
 */
export const CONSTRAINTS_JSON = `json_agg(json_build_object('id', x.id, 'name', x.name, 'description', x.description, 'type', x.type,
  'operator', x.operator, 'value', x.value, 'reference', x.reference, 'url', x.url, 'source', x.source, 'zone', x.zone,
  'subzone', x.subzone, 'replaces', x.replaces) ORDER BY x.priority DESC NULLS LAST, x.id)`;

/** The rows of `CONSTRAINTS_JSON` (null: the location has none). */
export const fromJson = (raw: unknown): StoredConstraint[] => (Array.isArray(raw) ? (raw as StoredConstraint[]) : []);

/** The building height limit in force (core limitInForce): the table's max. height and the public page's. */
export const heightLimitInForce = (rows: readonly StoredConstraint[]): number | null => limitInForce(rows, 'height')?.value ?? null;

/** The FSI limit in force (core limitInForce): the table's max. FSI and the public page's, never a stored summary's. */
export const fsiLimitInForce = (rows: readonly StoredConstraint[]): number | null => limitInForce(rows, 'fsi')?.value ?? null;

/** A location's constraints in force, most important first (the public page lists these), and its height and FSI limits in force. */
export async function locationConstraintsInForce(
  db: Db,
  companyId: number,
  locationId: number,
): Promise<{ inForce: StoredConstraint[]; heightLimit: number | null; fsiLimit: number | null }> {
  const [row] = await db.query<{ list: unknown }>(`SELECT ${CONSTRAINTS_JSON} AS list FROM constraints x WHERE x.location_id = $1 AND x.company_id = $2`, [locationId, companyId]);
  const rows = fromJson(row?.list);
  return { inForce: constraintsInForce(rows).inForce, heightLimit: heightLimitInForce(rows), fsiLimit: fsiLimitInForce(rows) };
}
