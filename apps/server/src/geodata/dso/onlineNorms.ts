import { ONLINE_NORM_SOURCE, type OmgevingsplanNormValue, type OmgevingsplanRule, type OnlineRuleDocument, type OnlineRuleText } from '@plotwise/contracts';
import { isBruidsschat } from '../omgevingsplan/citation';
import { constraintsFromNorms, type NormsDerivation, type NormSource } from '../omgevingsplan/constraintsFromNorms';

// The norm values read online (Presenteren v8, stored per location in location_online_rules) become constraints by
// the imported omgevingsplan's mapping (constraintsFromNorms): here they are only put in the shape of its rules.

type OnlineNorm = OnlineRuleDocument['normValues'][number];

/**
 * A value list concept from what the API gives: the last part of its code URI
 * (http://standaarden.omgevingswet.overheid.nl/typenorm/id/concept/MaximumBouwhoogte), else its label written as the
 * concept is ("maximum bouwhoogte" -> MaximumBouwhoogte, "vierkante meter" -> VierkanteMeter).
 */
export function conceptOf(code: string | null | undefined, label: string | null | undefined): string | null {
  const fromCode = code?.replace(/\/+$/, '').split('/').pop();
  if (fromCode) return fromCode;
  const words = (label ?? '').trim().split(/[\s_-]+/).filter(Boolean);
  return words.length ? words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('') : null;
}

/** Where a constraint from an online read rests: the online read, the regeling, its version and date. */
const onlineSource: NormSource = (rule, value) =>
  `${ONLINE_NORM_SOURCE} ${rule.citation.regeling ?? '?'} ${value?.besluit ?? rule.besluit ?? '?'} ${value?.datumBekendmaking ?? rule.datumBekendmaking ?? '?'}${rule.bruidsschat ? ' (bruidsschat)' : ''}`;

/** One normwaarde per location it applies to, as the import stores them (a value without a location: one row). */
function normValuesOf(doc: OnlineRuleDocument, n: OnlineNorm, type: string): OmgevingsplanNormValue[] {
  const where = n.locaties.length ? n.locaties : [n.normId ?? n.norm];
  return where.map((locatieId, i) => ({
    normId: n.normId ?? n.norm,
    normKind: 'Omgevingsnorm',
    naam: n.norm,
    type,
    eenheid: conceptOf(n.unitCode, n.unit),
    kwantitatief: n.value,
    kwalitatief: n.value === null ? n.text : null,
    // a value only in the text: read from the article's text where it is certain (constraintsFromNorms), else "read the article"
    inRegeltekst: n.value === null && n.text === null ? 'waardeInRegeltekst' : null,
    locatieId,
    locatieNaam: n.locatieNoemers?.[i] ?? null,
    besluit: doc.version,
    datumBekendmaking: doc.versionDate,
  }));
}

/** A rule of the shape the import's rules have: one rule text (or the regeling, for norms cited by none) and its norms. */
function ruleOf(doc: OnlineRuleDocument, text: OnlineRuleText | null, norms: readonly OnlineNorm[]): OmgevingsplanRule {
  const normValues: OmgevingsplanNormValue[] = [];
  const unknownNorms: OmgevingsplanRule['unknownNorms'] = [];
  for (const n of norms) {
    // every type keeps its values, as the import keeps them (#41 item 2): one the product does not check is listed
    // with its value as "not checked by the product" (constraintsFromNorms); only a norm without any type is unread
    const type = conceptOf(n.normTypeCode, n.normType);
    if (type) normValues.push(...normValuesOf(doc, n, type));
    else if (!unknownNorms.some((u) => u.id === (n.normId ?? n.norm))) unknownNorms.push({ id: n.normId ?? n.norm, naam: n.norm, type: n.normType });
  }
  const activiteiten = text?.activiteiten ?? [];
  return {
    ruleId: text?.identificatie ?? doc.identificatie,
    kind: 'Regeltekst',
    citation: { regeling: doc.identificatie, wid: text?.wId ?? null },
    besluit: doc.version,
    datumBekendmaking: doc.versionDate,
    inwerkingtreding: doc.versionDate,
    url: doc.url,
    bruidsschat: isBruidsschat([doc.identificatie, doc.title, text?.label, ...activiteiten]),
    article: { nummer: null, opschrift: text?.label ?? doc.title, tekst: text?.text ?? null },
    activiteiten: activiteiten.map((naam) => ({ id: naam, naam })),
    gebiedsaanwijzingen: (text?.gebiedsaanwijzingen ?? []).map((naam) => ({ id: naam, naam, type: null, groep: null })),
    normValues,
    unknownNorms,
  };
}

/**
 * The rules of a regeling read online in the import's shape: per rule text the norms annotated on it, and the norms
 * no rule text names under the regeling itself (cited by its title: the article is not known).
 */
function onlineRulesOf(doc: OnlineRuleDocument): OmgevingsplanRule[] {
  const cited = new Set<string>();
  const rules = doc.ruleTexts.map((t) => {
    const ids = new Set(t.omgevingsnormen ?? []);
    for (const id of ids) cited.add(id);
    return ruleOf(doc, t, doc.normValues.filter((n) => n.normId !== null && ids.has(n.normId)));
  });
  const rest = doc.normValues.filter((n) => n.normId === null || !cited.has(n.normId));
  return rest.length ? [...rules, ruleOf(doc, null, rest)] : rules;
}

/**
 * The constraints of the norm values read online and the check status, by the imported omgevingsplan's mapping; null
 * when no regeling was read (only IMRO plans, or nothing). A norm cited by no article carries the regeling's title as
 * its reference.
 */
export function constraintsFromOnline(documents: readonly OnlineRuleDocument[]): NormsDerivation | null {
  const regelingen = documents.filter((d) => d.source === 'dso_presenteren_v8');
  if (!regelingen.length) return null;
  const titles = new Map(regelingen.map((d) => [d.identificatie, d.title ?? d.identificatie]));
  const rules = regelingen.flatMap(onlineRulesOf);
  const { drafts, check } = constraintsFromNorms(rules, onlineSource);
  const titleOf = (regeling: string) => titles.get(regeling) ?? regeling;
  // the source names the regeling right after the prefix (work ids hold no spaces)
  const regelingOf = (source: string) => source.slice(ONLINE_NORM_SOURCE.length + 1).split(' ')[0] ?? '';
  // the regeling-level rule's id is the regeling's identificatie
  return {
    drafts: drafts.map((d) => (d.reference ? d : { ...d, reference: titleOf(regelingOf(d.source)) })),
    check: { ...check, unread: check.unread.map((u) => (u.reference ? u : { ...u, reference: titleOf(u.ruleId) })) },
  };
}
