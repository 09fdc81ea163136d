import type { OmgevingsplanRule, OmgevingsplanRules } from '@plotwise/contracts';
import type { Db } from '../../db/database';

type RuleAt = OmgevingsplanRule;
type NormValueAt = OmgevingsplanRule['normValues'][number];

/** The rules at a plot (contracts OmgevingsplanRules; the version in force per object is the besluit imported last), also grouped. */
export interface RulesAtPlot extends OmgevingsplanRules {
  /** rules by activiteit naam ('' for rules without one) and gebiedsaanwijzing naam */
  byActiviteit: Record<string, RuleAt[]>;
  byGebiedsaanwijzing: Record<string, RuleAt[]>;
}

// the newest row per OW object (the besluit imported last), and the locations whose GIO geometry meets the plot:
// a Gebied by its geometry, a Gebiedengroep through its Gebieden
const CURRENT = `
  cur AS (SELECT DISTINCT ON (identificatie) * FROM geo_ow_objects ORDER BY identificatie, run_id DESC),
  geo AS (SELECT DISTINCT ON (basisgeo_id) basisgeo_id, geom FROM geo_ow_geometries ORDER BY basisgeo_id, run_id DESC),
  gebied AS (
    SELECT c.identificatie FROM cur c JOIN geo g ON g.basisgeo_id = c.geometrie_ref
    WHERE c.kind = 'Gebied' AND ST_Intersects(g.geom, ST_GeomFromText($1, 28992))),
  hit AS (
    SELECT identificatie FROM gebied
    UNION SELECT c.identificatie FROM cur c, jsonb_array_elements_text(c.refs->'gebied') m(id)
      WHERE c.kind = 'Gebiedengroep' AND m.id IN (SELECT identificatie FROM gebied))`;

/**
 * The omgevingsplan rules that apply to a plot (WKT in RD New, a point or a polygon): the juridische regels whose
 * locations intersect it, with their article text, citation, activities, gebiedsaanwijzingen and the norm values
 * that apply there. Rules located only by Ambtsgebied are not included (its geometry is not delivered).
 */
export async function rulesAtPlot(db: Db, wkt: string): Promise<RulesAtPlot> {
  const rows = await db.query<{ identificatie: string; kind: string; refs: Record<string, string[]>; regeling: string | null }>(
    `WITH ${CURRENT}
     SELECT c.identificatie, c.kind, c.refs, c.regeling FROM cur c
     WHERE c.kind IN ('RegelVoorIedereen', 'Instructieregel', 'Omgevingswaarderegel')
       AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(c.refs->'locatie') l(id) WHERE l.id IN (SELECT identificatie FROM hit))
     ORDER BY c.identificatie`,
    [wkt],
  );
  const hits = new Set((await db.query<{ identificatie: string }>(`WITH ${CURRENT} SELECT identificatie FROM hit`, [wkt])).map((r) => r.identificatie));
  const ids = [...new Set(rows.flatMap((r) => [...(r.refs.regeltekst ?? []), ...(r.refs.activiteit ?? []), ...(r.refs.gebiedsaanwijzing ?? [])]))];
  const objects = new Map(
    (
      await db.query<{ identificatie: string; wid: string | null; naam: string | null; type: string | null; groep: string | null }>(
        `SELECT DISTINCT ON (identificatie) identificatie, wid, naam, type, groep FROM geo_ow_objects WHERE identificatie = ANY($1::text[]) ORDER BY identificatie, run_id DESC`,
        [ids],
      )
    ).map((o) => [o.identificatie, o]),
  );
  const wids = [...objects.values()].map((o) => o.wid).filter((w): w is string => !!w);
  const articles = new Map(
    (
      await db.query<{ wid: string; nummer: string | null; opschrift: string | null; tekst: string | null }>(
        `SELECT DISTINCT ON (wid) wid, nummer, opschrift, tekst FROM geo_ow_articles WHERE wid = ANY($1::text[]) ORDER BY wid, run_id DESC`,
        [wids],
      )
    ).map((a) => [a.wid, a]),
  );
  const normIds = [...new Set(rows.flatMap((r) => [...(r.refs.omgevingsnorm ?? []), ...(r.refs.omgevingswaarde ?? [])]))];
  // the values of a norm come from the newest besluit that delivered the norm
  const values = await db.query<NormValueAt & { run_id: number }>(
    `WITH latest AS (SELECT norm_id, max(run_id) AS run_id FROM geo_ow_normwaarden WHERE norm_id = ANY($1::text[]) GROUP BY norm_id)
     SELECT w.norm_id AS "normId", w.norm_kind AS "normKind", w.norm_naam AS naam, w.norm_type AS type, w.eenheid,
            w.kwantitatief, w.kwalitatief, w.in_regeltekst AS "inRegeltekst", w.locatie_id AS "locatieId",
            w.besluit, w.datum_bekendmaking AS "datumBekendmaking", w.run_id
     FROM geo_ow_normwaarden w JOIN latest l ON l.norm_id = w.norm_id AND l.run_id = w.run_id
     ORDER BY w.norm_id, w.identificatie`,
    [normIds],
  );
  const rules: RuleAt[] = rows.map((r) => {
    const tekst = objects.get(r.refs.regeltekst?.[0] ?? '');
    const article = tekst?.wid ? articles.get(tekst.wid) : undefined;
    const norms = new Set([...(r.refs.omgevingsnorm ?? []), ...(r.refs.omgevingswaarde ?? [])]);
    return {
      ruleId: r.identificatie,
      kind: r.kind,
      citation: { regeling: r.regeling, wid: tekst?.wid ?? null },
      article: article ? { nummer: article.nummer, opschrift: article.opschrift, tekst: article.tekst } : null,
      activiteiten: (r.refs.activiteit ?? []).map((id) => ({ id, naam: objects.get(id)?.naam ?? null })),
      gebiedsaanwijzingen: (r.refs.gebiedsaanwijzing ?? []).map((id) => {
        const g = objects.get(id);
        return { id, naam: g?.naam ?? null, type: g?.type ?? null, groep: g?.groep ?? null };
      }),
      normValues: values.filter((v) => norms.has(v.normId) && hits.has(v.locatieId)).map(({ run_id: _run, ...v }) => v),
    };
  });
  const group = (key: (r: RuleAt) => string[]) => {
    const out: Record<string, RuleAt[]> = {};
    for (const r of rules) for (const k of key(r).length ? key(r) : ['']) (out[k] ??= []).push(r);
    return out;
  };
  const [pons] = await db.query<{ pons: boolean; asof: string | null }>(
    `WITH ${CURRENT}
     SELECT EXISTS (SELECT 1 FROM cur c, jsonb_array_elements_text(c.refs->'locatie') l(id) WHERE c.kind = 'Pons' AND l.id IN (SELECT identificatie FROM hit)) AS pons,
            (SELECT max(datum_bekendmaking) FROM geo_ow_objects) AS asof`,
    [wkt],
  );
  return {
    rulesAsOf: pons?.asof ?? null,
    pons: !!pons?.pons,
    byActiviteit: group((r) => r.activiteiten.map((a) => a.naam ?? a.id)),
    byGebiedsaanwijzing: group((r) => r.gebiedsaanwijzingen.map((g) => g.naam ?? g.id)),
    rules,
  };
}

/**
 * Every version of a norm's value at one location, newest first: the besluit and date that delivered it, whether it
 * is the version in force (from the newest besluit that delivered the norm) and the besluit that replaced it.
 */
export async function normValueHistory(db: Db, normId: string, locatieId: string) {
  return db.query<{ besluit: string | null; datumBekendmaking: string | null; kwantitatief: number | null; kwalitatief: string | null; current: boolean; supersededBy: string | null }>(
    `SELECT besluit, datum_bekendmaking AS "datumBekendmaking", kwantitatief, kwalitatief,
            run_id = (SELECT max(run_id) FROM geo_ow_normwaarden WHERE norm_id = $1) AS current,
            lag(besluit) OVER (ORDER BY run_id DESC) AS "supersededBy"
     FROM geo_ow_normwaarden WHERE norm_id = $1 AND locatie_id = $2
     ORDER BY run_id DESC`,
    [normId, locatieId],
  );
}
