import type { OmgevingsplanRule, OmgevingsplanRules } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { isBruidsschat, publicationUrl } from './citation';
import { locationsAtPlots, ponsAndDate } from './locationsAtPlots';

type RuleAt = OmgevingsplanRule;
type NormValueAt = OmgevingsplanRule['normValues'][number];
type RuleRow = { identificatie: string; kind: string; refs: Record<string, string[]>; regeling: string | null; besluit: string | null; datum: string | null; inwerking: string | null };

/** The rules at a plot (contracts OmgevingsplanRules; the version in force per object is the besluit imported last), also grouped. */
export interface RulesAtPlot extends OmgevingsplanRules {
  /** rules by activiteit naam ('' for rules without one) and gebiedsaanwijzing naam */
  byActiviteit: Record<string, RuleAt[]>;
  byGebiedsaanwijzing: Record<string, RuleAt[]>;
}

const RULE_KINDS = ['RegelVoorIedereen', 'Instructieregel', 'Omgevingswaarderegel'];

/**
 * The omgevingsplan rules that apply to a plot (WKT in RD New, a point or a polygon): the juridische regels whose
 * locations intersect it, with their article text, citation, activities, gebiedsaanwijzingen and the norm values
 * that apply there. Rules located only by Ambtsgebied are not included (its geometry is not delivered).
 */
export async function rulesAtPlot(db: Db, wkt: string): Promise<RulesAtPlot> {
  return (await rulesAtPlots(db, [wkt]))[0]!;
}

/** rulesAtPlot for many plots at once, in the same few statements (what a refresh of many locations uses). */
export async function rulesAtPlots(db: Db, wkts: readonly string[]): Promise<RulesAtPlot[]> {
  const hitsPerPlot = await locationsAtPlots(db, wkts);
  const allHits = [...new Set(hitsPerPlot.flat())];
  // the rules of a location met, in their version in force (which must still name a location met)
  const rows = allHits.length
    ? await db.query<RuleRow>(
        `SELECT * FROM (
           SELECT DISTINCT ON (identificatie) identificatie, kind, refs, regeling, besluit, datum_bekendmaking AS datum, inwerkingtreding AS inwerking FROM geo_ow_objects
            WHERE identificatie IN (SELECT identificatie FROM geo_ow_objects WHERE kind = ANY($2::text[]) AND refs->'locatie' ?| $1::text[])
            ORDER BY identificatie, run_id DESC) c
         WHERE c.kind = ANY($2::text[]) AND c.refs->'locatie' ?| $1::text[]
         ORDER BY c.identificatie`,
        [allHits, RULE_KINDS],
      )
    : [];
  const normIds = [...new Set(rows.flatMap((r) => [...(r.refs.omgevingsnorm ?? []), ...(r.refs.omgevingswaarde ?? [])]))];
  const ids = [...new Set([...rows.flatMap((r) => [...(r.refs.regeltekst ?? []), ...(r.refs.activiteit ?? []), ...(r.refs.gebiedsaanwijzing ?? [])]), ...normIds, ...allHits])];
  // the objects the rules name, each Regeltekst with the article or lid it stands for
  const named = await db.query<{ identificatie: string; wid: string | null; naam: string | null; type: string | null; groep: string | null; nummer: string | null; opschrift: string | null; tekst: string | null; article: boolean | null }>(
    `SELECT o.identificatie, o.wid, o.naam, o.type, o.groep, a.nummer, a.opschrift, a.tekst, a.article FROM (
       SELECT DISTINCT ON (identificatie) identificatie, wid, naam, type, groep FROM geo_ow_objects WHERE identificatie = ANY($1::text[]) ORDER BY identificatie, run_id DESC) o
     LEFT JOIN LATERAL (SELECT nummer, opschrift, tekst, true AS article FROM geo_ow_articles WHERE o.wid IS NOT NULL AND wid = o.wid ORDER BY run_id DESC LIMIT 1) a ON true`,
    [ids],
  );
  const objects = new Map(named.map((o) => [o.identificatie, o]));
  const articles = new Map(named.filter((o) => o.wid && o.article).map((o) => [o.wid!, o]));
  // the values of a norm come from the newest besluit that delivered the norm
  const values = await db.query<Omit<NormValueAt, 'locatieNaam'> & { run_id: number }>(
    `WITH latest AS (SELECT norm_id, max(run_id) AS run_id FROM geo_ow_normwaarden WHERE norm_id = ANY($1::text[]) GROUP BY norm_id)
     SELECT w.norm_id AS "normId", w.norm_kind AS "normKind", w.norm_naam AS naam, w.norm_type AS type, w.eenheid,
            w.kwantitatief, w.kwalitatief, w.in_regeltekst AS "inRegeltekst", w.locatie_id AS "locatieId",
            w.besluit, w.datum_bekendmaking AS "datumBekendmaking", w.run_id
     FROM geo_ow_normwaarden w JOIN latest l ON l.norm_id = w.norm_id AND l.run_id = w.run_id
     ORDER BY w.norm_id, w.identificatie`,
    [normIds],
  );
  const valuesOf = new Map<string, NormValueAt[]>();
  for (const { run_id: _run, ...v } of values) valuesOf.set(v.normId, [...(valuesOf.get(v.normId) ?? []), { ...v, locatieNaam: objects.get(v.locatieId)?.naam ?? null }]);
  const { pons, asof } = await ponsAndDate(db);

  // the rule as it reads at one plot: the norm values of the locations met there
  const ruleAt = (r: RuleRow, hits: Set<string>): RuleAt => {
    const tekst = objects.get(r.refs.regeltekst?.[0] ?? '');
    const article = tekst?.wid ? articles.get(tekst.wid) : undefined;
    const cited = [...(r.refs.omgevingsnorm ?? []), ...(r.refs.omgevingswaarde ?? [])];
    const activiteiten = (r.refs.activiteit ?? []).map((id) => ({ id, naam: objects.get(id)?.naam ?? null }));
    return {
      ruleId: r.identificatie,
      kind: r.kind,
      citation: { regeling: r.regeling, wid: tekst?.wid ?? null },
      besluit: r.besluit,
      datumBekendmaking: r.datum,
      inwerkingtreding: r.inwerking,
      url: publicationUrl(r.regeling),
      bruidsschat: isBruidsschat([r.regeling, r.besluit, article?.opschrift, ...activiteiten.map((a) => a.naam)]),
      article: article ? { nummer: article.nummer, opschrift: article.opschrift, tekst: article.tekst } : null,
      activiteiten,
      gebiedsaanwijzingen: (r.refs.gebiedsaanwijzing ?? []).map((id) => {
        const g = objects.get(id);
        return { id, naam: g?.naam ?? null, type: g?.type ?? null, groep: g?.groep ?? null };
      }),
      normValues: cited.flatMap((id) => (valuesOf.get(id) ?? []).filter((v) => hits.has(v.locatieId))),
      // a norm with no stored value anywhere is one of a type the importer does not know (it keeps the rule, not the values)
      unknownNorms: cited.filter((id) => !valuesOf.has(id)).map((id) => ({ id, naam: objects.get(id)?.naam ?? null, type: objects.get(id)?.type ?? null })),
    };
  };
  return hitsPerPlot.map((list) => {
    const hits = new Set(list);
    const rules = rows.filter((r) => (r.refs.locatie ?? []).some((l) => hits.has(l))).map((r) => ruleAt(r, hits));
    const group = (key: (r: RuleAt) => string[]) => {
      const out: Record<string, RuleAt[]> = {};
      for (const r of rules) for (const k of key(r).length ? key(r) : ['']) (out[k] ??= []).push(r);
      return out;
    };
    return {
      rulesAsOf: asof,
      pons: list.some((h) => pons.has(h)),
      byActiviteit: group((r) => r.activiteiten.map((a) => a.naam ?? a.id)),
      byGebiedsaanwijzing: group((r) => r.gebiedsaanwijzingen.map((g) => g.naam ?? g.id)),
      rules,
    };
  });
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
