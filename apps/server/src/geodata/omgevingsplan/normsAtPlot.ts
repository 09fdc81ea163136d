import type { OmgevingsplanNorm } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { articleReference } from './citation';
import { LIVE } from './locationsAtPlots';

type ValueRow = {
  normId: string;
  kwantitatief: number | null;
  kwalitatief: string | null;
  inRegeltekst: string | null;
  locatieId: string;
  locatieNaam: string | null;
};
type NormRow = Omit<OmgevingsplanNorm, 'values' | 'citedBy'>;
type CiterRow = { normId: string; ruleId: string; wid: string | null; nummer: string | null; locaties: string[] | null };

/**
 * The norm values in force (from the newest besluit that delivered each norm) at any of the locations, with the
 * location's naam. A norm's location is its own: per normwaarde, whatever rule cites it.
 */
async function valuesAt(db: Db, locaties: string[]): Promise<ValueRow[]> {
  return db.query<ValueRow>(
    `WITH hit AS (SELECT DISTINCT norm_id FROM geo_ow_normwaarden WHERE locatie_id = ANY($1::text[])),
          latest AS (SELECT w.norm_id, max(w.run_id) AS run_id FROM geo_ow_normwaarden w JOIN hit USING (norm_id) GROUP BY w.norm_id)
     SELECT w.norm_id AS "normId", w.kwantitatief, w.kwalitatief, w.in_regeltekst AS "inRegeltekst", w.locatie_id AS "locatieId",
            (SELECT o.naam FROM geo_ow_objects o WHERE o.identificatie = w.locatie_id ORDER BY o.run_id DESC LIMIT 1) AS "locatieNaam"
       FROM geo_ow_normwaarden w JOIN latest l ON l.norm_id = w.norm_id AND l.run_id = w.run_id
      WHERE w.locatie_id = ANY($1::text[])
      ORDER BY w.norm_id, w.identificatie, w.locatie_id`,
    [locaties],
  );
}

/** The norm objects in their versions in force (not withdrawn), with the regeling and besluit that set them. */
async function normObjects(db: Db, ids: string[]): Promise<NormRow[]> {
  return db.query<NormRow>(
    `SELECT c.identificatie AS "normId", c.kind AS "normKind", c.naam, c.type, c.eenheid, c.regeling, c.besluit,
            c.datum_bekendmaking AS "datumBekendmaking", c.inwerkingtreding
       FROM (SELECT DISTINCT ON (identificatie) * FROM geo_ow_objects WHERE identificatie = ANY($1::text[]) ORDER BY identificatie, run_id DESC) c
      WHERE c.kind IN ('Omgevingsnorm', 'Omgevingswaarde') AND c.${LIVE}
      ORDER BY c.identificatie`,
    [ids],
  );
}

/** The rules in force (not withdrawn) that cite any of the norms, with the article (wId and number) each cites. */
async function citingRules(db: Db, ids: string[]): Promise<CiterRow[]> {
  return db.query<CiterRow>(
    `WITH cur AS (
       SELECT * FROM (
         SELECT DISTINCT ON (identificatie) identificatie, kind, refs, status FROM geo_ow_objects
          WHERE identificatie IN (SELECT identificatie FROM geo_ow_objects
                                   WHERE refs->'omgevingsnorm' ?| $1::text[] OR refs->'omgevingswaarde' ?| $1::text[])
          ORDER BY identificatie, run_id DESC) r
        WHERE r.${LIVE})
     SELECT n.id AS "normId", cur.identificatie AS "ruleId", t.wid,
            (SELECT a.nummer FROM geo_ow_articles a WHERE a.wid = t.wid ORDER BY a.run_id DESC LIMIT 1) AS nummer,
            ARRAY(SELECT jsonb_array_elements_text(cur.refs->'locatie')) AS locaties
       FROM cur
       CROSS JOIN LATERAL (SELECT jsonb_array_elements_text(coalesce(cur.refs->'omgevingsnorm', '[]') || coalesce(cur.refs->'omgevingswaarde', '[]')) AS id) n
       LEFT JOIN LATERAL (SELECT wid FROM geo_ow_objects WHERE identificatie = cur.refs->'regeltekst'->>0 ORDER BY run_id DESC LIMIT 1) t ON true
      WHERE n.id = ANY($1::text[])
      ORDER BY n.id, cur.identificatie`,
    [ids],
  );
}

function groupBy<T extends { normId: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const list = out.get(r.normId);
    if (list) list.push(r);
    else out.set(r.normId, [r]);
  }
  return out;
}

/**
 * Per plot (the location ids that meet it, from locationsAtPlots), every omgevingsnorm and omgevingswaarde whose own
 * location meets the plot: its type, values there (with unit and location name), the rules that cite it with their
 * article (`citedBy` empty: cited by no rule), the regeling and besluit. A norm whose locations miss the plot is never
 * listed there, whatever rule at the plot cites it; a norm whose values are not stored (no location) cannot be placed.
 */
export async function normsAtPlots(db: Db, hitsPerPlot: readonly string[][]): Promise<OmgevingsplanNorm[][]> {
  const allHits = [...new Set(hitsPerPlot.flat())];
  if (!allHits.length) return hitsPerPlot.map(() => []);
  const values = await valuesAt(db, allHits);
  const ids = [...new Set(values.map((v) => v.normId))];
  if (!ids.length) return hitsPerPlot.map(() => []);
  const [norms, citers] = [await normObjects(db, ids), await citingRules(db, ids)];
  const citedBy = groupBy(citers);
  const valuesOf = groupBy(values);
  return hitsPerPlot.map((list) => {
    const hits = new Set(list);
    const out: OmgevingsplanNorm[] = [];
    for (const n of norms) {
      const here = (valuesOf.get(n.normId) ?? []).filter((v) => hits.has(v.locatieId)).map(({ normId: _n, ...v }) => v);
      if (!here.length) continue;
      out.push({
        ...n,
        values: here,
        citedBy: (citedBy.get(n.normId) ?? []).map((c) => ({
          ruleId: c.ruleId,
          wid: c.wid,
          reference: articleReference(c.wid, c.nummer) || null,
          // whether the citing rule's own location meets the plot (a rule elsewhere may cite a norm that applies here)
          atPlot: (c.locaties ?? []).some((l) => hits.has(l)),
        })),
      });
    }
    return out;
  });
}
