import { costs, locationTypes } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { RecordWriter } from '../../entities/recordWriter';

// The cost lines a location copies: its company's template location's lines in use (not archived, not deleted),
// each with its name, kind, group, parameter, order, source, building type and parking kind.
const TEMPLATE_LINES_SQL = `
  SELECT c.name, c.type, c.category, c.parameter, c."order", c.source, c.building_type, c.parking_kind
    FROM costs c JOIN locations t ON t.id = c.location_id AND t.company_id = c.company_id
   WHERE c.company_id = $1 AND t.type = $2 AND NOT coalesce(t.deleted, false)
     AND NOT coalesce(c.archived, false) AND NOT coalesce(c.deleted, false)
     AND t.id = (SELECT min(id) FROM locations WHERE company_id = $1 AND type = $2 AND NOT coalesce(deleted, false))
   ORDER BY c."order", c.id`;

/** A template cost line as a location copies it (the columns of TEMPLATE_LINES_SQL). */
export interface TemplateCostRow {
  name: string;
  type: string;
  category: string;
  parameter: number | null;
  order: number;
  source: string | null;
  building_type: string | null;
  parking_kind: string | null;
  [column: string]: unknown;
}

/** The company's template cost lines in use, in their order. */
export function templateCostLines(db: Db, companyId: number): Promise<TemplateCostRow[]> {
  return db.query<TemplateCostRow>(TEMPLATE_LINES_SQL, [companyId, locationTypes.template]);
}

/**
 * Locations without a cost line take the company's template cost lines (a template location itself, or a location
 * with lines of its own, archived ones included, is left alone: a template edit never changes a location's own
 * figures). Answers how many locations took lines. A few statements whatever the number of locations.
 */
export async function copyTemplateCosts(db: Db, actor: Actor, locationIds: number[], writer: RecordWriter): Promise<number> {
  if (!locationIds.length) return 0;
  const taking = (
    await db.query<{ id: number }>(
      `SELECT l.id FROM locations l WHERE l.id = ANY($1::int[]) AND l.company_id = $2 AND coalesce(l.type, 0) <> $3
          AND NOT EXISTS (SELECT 1 FROM costs c WHERE c.location_id = l.id AND c.company_id = $2)
        ORDER BY array_position($1::int[], l.id)`,
      [locationIds, actor.companyId, locationTypes.template],
    )
  ).map((r) => r.id);
  if (!taking.length) return 0;
  const lines = await templateCostLines(db, actor.companyId);
  if (!lines.length) return 0;
  await writer.createMany(costs, taking.flatMap((locationId) => lines.map((line) => ({ ...line, locationId }))));
  return taking.length;
}
