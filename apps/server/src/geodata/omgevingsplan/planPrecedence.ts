import { ONLINE_NORM_SOURCE, type OmgevingsplanRule, type OnlineRuleDocument, type PlanSourceDecision } from '@plotwise/contracts';

/*
 * One answer per regeling at a location (issue #21 item 1 of the last stop; docs/geodata.md "Which source answers").
 * A regeling can reach a location twice: imported from an LVBB delivery (geo_ow_*) and read online from DSO
 * Presenteren v8 (location_online_rules). Both are the same law, so they are one source, never two lists side by side:
 * per regeling work id, the version that takes effect later answers; on the same date (one version), or when a date is
 * missing on either side, the import answers, since it is read whole (every article's text, every geometry) where the
 * online read gives what one point meets. Different regelingen (a municipality's omgevingsplan and a province's
 * omgevingsverordening) each answer for themselves. The IMRO plan is not decided here: it steps back only where a pons
 * covers the parcels (withOmgevingsplan), which the import alone tells.
 */

/** The imported version of each regeling among the rules at a location: the besluit and the date it takes effect. */
function importedVersions(rules: readonly OmgevingsplanRule[]): Map<string, { besluit: string | null; date: string | null }> {
  const out = new Map<string, { besluit: string | null; date: string | null }>();
  for (const r of rules) {
    if (!r.citation.regeling) continue;
    // inwerkingtreding compares with the online beginGeldigheid (both: from when the version is law); the publication
    // date only when the delivery carries no inwerkingtreding
    const date = r.inwerkingtreding ?? r.datumBekendmaking;
    const seen = out.get(r.citation.regeling);
    if (!seen || (date && (!seen.date || date > seen.date))) out.set(r.citation.regeling, { besluit: r.besluit, date });
  }
  return out;
}

/** Which source gives each regeling met by either, in regeling order. */
export function choosePlanSources(imported: readonly OmgevingsplanRule[], online: readonly OnlineRuleDocument[]): PlanSourceDecision[] {
  const mine = importedVersions(imported);
  const read = new Map(online.filter((d) => d.source === 'dso_presenteren_v8').map((d) => [d.identificatie, d]));
  const ids = [...new Set([...mine.keys(), ...read.keys()])].sort();
  return ids.map((regeling) => {
    const i = mine.get(regeling) ?? null;
    const o = read.get(regeling);
    const base = { regeling, title: o?.title ?? null, imported: i, online: o ? { version: o.version, date: o.versionDate } : null };
    if (!o) return { ...base, used: 'imported', setAside: null, reason: 'only_imported' };
    if (!i) return { ...base, used: 'online', setAside: null, reason: 'only_online' };
    if (!i.date || !o.versionDate) return { ...base, used: 'imported', setAside: 'online', reason: 'undated' };
    if (o.versionDate > i.date) return { ...base, used: 'online', setAside: 'imported', reason: 'online_newer' };
    return { ...base, used: 'imported', setAside: 'online', reason: o.versionDate === i.date ? 'same_date' : 'imported_newer' };
  });
}

/** The prefix of an imported omgevingsplan constraint's source (then regeling, besluit, date: constraintsFromNorms). */
const IMPORTED_SOURCE = 'omgevingsplan';

/** Which source and regeling a derived constraint rests on, read from its `source`; null for IMRO and hand rows. */
function planSourceOf(source: string | null | undefined): { kind: 'imported' | 'online'; regeling: string } | null {
  if (!source) return null;
  // work ids hold no spaces: the regeling is the word after the prefix
  if (source.startsWith(`${ONLINE_NORM_SOURCE} `)) return { kind: 'online', regeling: source.slice(ONLINE_NORM_SOURCE.length + 1).split(' ')[0]! };
  if (source.startsWith(`${IMPORTED_SOURCE} `)) return { kind: 'imported', regeling: source.slice(IMPORTED_SOURCE.length + 1).split(' ')[0]! };
  return null;
}

/** The regelingen whose rules `kind` does not give (the other source answers for them). */
export function setAsideFrom(decisions: readonly PlanSourceDecision[], kind: 'imported' | 'online'): string[] {
  return decisions.filter((d) => d.setAside === kind).map((d) => d.regeling);
}

/** The drafts of the sources that answer: a draft of a regeling whose other source was chosen is left out. */
export function keepChosen<T extends { source: string | null }>(drafts: readonly T[], decisions: readonly PlanSourceDecision[]): T[] {
  const used = new Map(decisions.map((d) => [d.regeling, d.used]));
  return drafts.filter((d) => {
    const of = planSourceOf(d.source);
    return !of || (used.get(of.regeling) ?? of.kind) === of.kind;
  });
}
