// How an omgevingsplan rule is cited on a constraint: the article and lid, the official publication, the version.

/**
 * The official publication of a regeling: its document page in the DSO viewer "Regels op de kaart"
 * (omgevingswet.overheid.nl), the form the DSO itself links to: the akn work id with its slashes written as
 * underscores, e.g. /akn/nl/act/gm0344/2020/omgevingsplan -> .../documenten/_akn_nl_act_gm0344_2020_omgevingsplan.
 * officielebekendmakingen.nl publishes the besluit under its own gmb-number, which a delivery does not carry, so the
 * regeling's work id can only be resolved through the DSO. The page opens the consolidated text of the regeling;
 * a stable public link to one article is not documented, so the article goes in the constraint's `reference`.
 */
export function publicationUrl(regeling: string | null | undefined): string | null {
  if (!regeling || !/^\/akn\/nl\/act\//.test(regeling)) return null;
  return `https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/${regeling.replace(/\//g, '_')}`;
}

/** "Artikel 2.14 lid 1" from a STOP wId (`gm0297_1__chp_2__subchp_2.5__art_2.14__para_1`), else from the article number. */
export function articleReference(wid: string | null | undefined, nummer?: string | null): string {
  const art = (wid && /__art_([^_]+)/.exec(wid)?.[1]) || nummer || null;
  const lid = wid ? /__para_([^_]+)/.exec(wid)?.[1] : undefined;
  if (!art) return wid ?? '';
  return lid ? `Artikel ${art} lid ${lid}` : `Artikel ${art}`;
}

/**
 * Whether a rule is one of the bruidsschat (the rules the state moved into every municipality's omgevingsplan on
 * 1 January 2024). STOP/IMOW have no attribute for it, and the Gemeentestad samples carry no mark; the DSO names them
 * "bruidsschat" (in the regeling or besluit work id, the title of the article or chapter, the name of the
 * activity), so that naming is what we go by.
 */
export function isBruidsschat(texts: readonly (string | null | undefined)[]): boolean {
  return texts.some((t) => !!t && /bruidsschat/i.test(t));
}
