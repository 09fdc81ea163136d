import type { OmgevingsplanRule, OmgevingsplanRules } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { isBruidsschat, publicationUrl } from './citation';
import { LIVE, locationsAtPlots, ponsAndDate, unresolvedAmbtsgebieden } from './locationsAtPlots';
import { normsAtPlots } from './normsAtPlot';
import { deliveriesOf } from './deliveries';

type RuleAt = OmgevingsplanRule;
type NormValueAt = OmgevingsplanRule['normValues'][number];
type RuleRow = { identificatie: string; kind: string; refs: Record<string, string[]>; regeling: string | null; besluit: string | null; datum: string | null; inwerking: string | null };
type ArticleRow = { wid: string; besluit: string | null; datumBekendmaking: string | null; nummer: string | null; opschrift: string | null; tekst: string | null; wijzigactie: string | null };

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
 * that apply there. A rule located by an Ambtsgebied answers where the imported CBS municipality boundary of its code
 * meets the plot; without that boundary it is listed in `notLocated` (its geometry is not delivered). Withdrawn
 * objects (status beëindigen) do not answer. An article changed by a wijzigingsbesluit reads as changed, its earlier
 * texts in `article.history`.
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
           SELECT DISTINCT ON (identificatie) identificatie, kind, refs, regeling, besluit, datum_bekendmaking AS datum, inwerkingtreding AS inwerking, status FROM geo_ow_objects
            WHERE identificatie IN (SELECT identificatie FROM geo_ow_objects WHERE kind = ANY($2::text[]) AND refs->'locatie' ?| $1::text[])
            ORDER BY identificatie, run_id DESC) c
         WHERE c.kind = ANY($2::text[]) AND c.refs->'locatie' ?| $1::text[] AND c.${LIVE}
         ORDER BY c.identificatie`,
        [allHits, RULE_KINDS],
      )
    : [];
  const normIds = [...new Set(rows.flatMap((r) => [...(r.refs.omgevingsnorm ?? []), ...(r.refs.omgevingswaarde ?? [])]))];
  const ids = [...new Set([...rows.flatMap((r) => [...(r.refs.regeltekst ?? []), ...(r.refs.activiteit ?? []), ...(r.refs.gebiedsaanwijzing ?? [])]), ...normIds, ...allHits])];
  // the objects the rules name, each Regeltekst with the article or lid it stands for
  const named = await db.query<{ identificatie: string; wid: string | null; naam: string | null; type: string | null; groep: string | null }>(
    `SELECT DISTINCT ON (identificatie) identificatie, wid, naam, type, groep FROM geo_ow_objects WHERE identificatie = ANY($1::text[]) ORDER BY identificatie, run_id DESC`,
    [ids],
  );
  const objects = new Map(named.map((o) => [o.identificatie, o]));
  // every version of the cited articles, newest first: the first is the text in force, the rest its history
  const articles = new Map<string, ArticleRow[]>();
  const wids = [...new Set(named.map((o) => o.wid).filter((w): w is string => !!w))];
  if (wids.length)
    for (const a of await db.query<ArticleRow>(
      `SELECT wid, besluit, datum_bekendmaking AS "datumBekendmaking", nummer, opschrift, tekst, wijzigactie FROM geo_ow_articles
        WHERE wid = ANY($1::text[]) ORDER BY wid, run_id DESC`,
      [wids],
    ))
      articles.set(a.wid, [...(articles.get(a.wid) ?? []), a]);
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
  const notLocated = await rulesByUnresolvedAmbtsgebied(db);
  // every norm by its own location (also those no rule at the plot cites)
  const normsPerPlot = await normsAtPlots(db, hitsPerPlot);
  const deliveries = await deliveriesOf(db, [...new Set([...rows.map((r) => r.regeling), ...normsPerPlot.flat().map((n) => n.regeling)].filter((r): r is string => !!r))]);

  // the rule as it reads at one plot: the norm values of the locations met there
  const ruleAt = (r: RuleRow, hits: Set<string>): RuleAt => {
    const tekst = objects.get(r.refs.regeltekst?.[0] ?? '');
    const [article, ...history] = (tekst?.wid ? articles.get(tekst.wid) : undefined) ?? [];
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
      article: article
        ? {
            nummer: article.nummer,
            opschrift: article.opschrift,
            tekst: article.tekst,
            besluit: article.besluit,
            datumBekendmaking: article.datumBekendmaking,
            wijzigactie: article.wijzigactie,
            history: history.map(({ wid: _wid, ...v }) => v),
          }
        : null,
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
  return hitsPerPlot.map((list, i) => {
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
      norms: normsPerPlot[i]!,
      deliveries: deliveries.filter((d) => rules.some((r) => r.citation.regeling === d.regeling) || normsPerPlot[i]!.some((n) => n.regeling === d.regeling)),
      notLocated,
    };
  });
}

/**
 * The rules in force located by an Ambtsgebied whose boundary is not imported, and the norms whose own location is one:
 * the same for every plot (not known where they apply).
 */
async function rulesByUnresolvedAmbtsgebied(db: Db): Promise<NonNullable<OmgevingsplanRules['notLocated']>> {
  const unresolved = await unresolvedAmbtsgebieden(db);
  if (!unresolved.length) return [];
  const code = new Map(unresolved.map((a) => [a.identificatie, a.code]));
  const rules = await db.query<{ identificatie: string; regeling: string | null; refs: Record<string, string[]>; wid: string | null; opschrift: string | null }>(
    `SELECT c.identificatie, c.regeling, c.refs, t.wid, (SELECT a.opschrift FROM geo_ow_articles a WHERE a.wid = t.wid ORDER BY a.run_id DESC LIMIT 1) AS opschrift
       FROM (SELECT DISTINCT ON (identificatie) identificatie, kind, regeling, refs, status FROM geo_ow_objects
              WHERE identificatie IN (SELECT identificatie FROM geo_ow_objects WHERE kind = ANY($2::text[]) AND refs->'locatie' ?| $1::text[])
              ORDER BY identificatie, run_id DESC) c
       LEFT JOIN LATERAL (SELECT wid FROM geo_ow_objects WHERE identificatie = c.refs->'regeltekst'->>0 ORDER BY run_id DESC LIMIT 1) t ON true
      WHERE c.kind = ANY($2::text[]) AND c.refs->'locatie' ?| $1::text[] AND c.${LIVE}
      ORDER BY c.identificatie`,
    [[...code.keys()], RULE_KINDS],
  );
  const located = rules.map((r) => ({
    ruleId: r.identificatie,
    citation: { regeling: r.regeling, wid: r.wid },
    opschrift: r.opschrift,
    ambtsgebied: (r.refs.locatie ?? []).map((l) => code.get(l)).find((c) => c !== undefined) ?? null,
    reason: 'ambtsgebied_not_resolved' as const,
  }));
  // norms whose own location is such an Ambtsgebied (cited by a rule or not): listed too, by their name (#41 item 1)
  const norms = await db.query<{ norm_id: string; norm_naam: string | null; locatie_id: string; regeling: string | null }>(
    `SELECT DISTINCT ON (w.norm_id) w.norm_id, w.norm_naam, w.locatie_id, w.regeling FROM geo_ow_normwaarden w
      WHERE w.locatie_id = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM (SELECT status FROM geo_ow_objects WHERE identificatie = w.norm_id ORDER BY run_id DESC LIMIT 1) o WHERE NOT o.${LIVE})
      ORDER BY w.norm_id, w.run_id DESC`,
    [[...code.keys()]],
  );
  return [
    ...located,
    ...norms.map((n) => ({
      ruleId: n.norm_id,
      citation: { regeling: n.regeling, wid: null },
      opschrift: n.norm_naam,
      ambtsgebied: code.get(n.locatie_id) ?? null,
      reason: 'ambtsgebied_not_resolved' as const,
    })),
  ];
}

/** Every version of an article (by wId), newest first, with the besluit that set it and whether it is the text in force. */
export async function articleHistory(db: Db, wid: string) {
  return db.query<ArticleRow & { current: boolean; supersededBy: string | null }>(
    `SELECT wid, besluit, datum_bekendmaking AS "datumBekendmaking", nummer, opschrift, tekst, wijzigactie,
            row_number() OVER (ORDER BY run_id DESC) = 1 AS current, lag(besluit) OVER (ORDER BY run_id DESC) AS "supersededBy"
       FROM geo_ow_articles WHERE wid = $1 ORDER BY run_id DESC`,
    [wid],
  );
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
