import type { OmgevingsplanDelivery } from '@plotwise/contracts';
import type { Db } from '../../db/database';

type Row = Omit<OmgevingsplanDelivery, 'withoutGeometry'> & { withoutGeometry: { id: string }[] };

/**
 * The imported deliveries of these regelingen (one per besluit in force: a re-import of a besluit replaces its row),
 * oldest first: the regeling's work id, expression and date of entry into force and what each delivery lacked
 * (importers/omgevingsplan/deliveryReport.ts, migration 0065).
 */
export async function deliveriesOf(db: Db, regelingen: readonly string[]): Promise<OmgevingsplanDelivery[]> {
  if (!regelingen.length) return [];
  const rows = await db.query<Row>(
    `SELECT regeling, regeling_expression AS expression, inwerkingtreding, besluit, datum_bekendmaking AS "datumBekendmaking",
            regeling_from AS "regelingFrom", ARRAY(SELECT jsonb_array_elements(absent_files)->>'name') AS "absentFiles",
            unresolved, without_geometry AS "withoutGeometry"
       FROM geo_ow_deliveries WHERE regeling = ANY($1::text[]) ORDER BY regeling, run_id`,
    [regelingen],
  );
  return rows.map((r) => ({ ...r, regelingFrom: r.regelingFrom === 'stop' || r.regelingFrom === 'manifest' ? r.regelingFrom : null, withoutGeometry: r.withoutGeometry.map((g) => g.id) }));
}

/** Whether a delivery lacked anything: files, references that resolve, geometries. */
export const isPartial = (d: OmgevingsplanDelivery) => d.absentFiles.length > 0 || d.unresolved.length > 0 || d.withoutGeometry.length > 0;
