import type { OmgevingsplanCheck, OmgevingsplanNormValue, OmgevingsplanNotChecked, OmgevingsplanRule, OmgevingsplanUnread } from '@plotwise/contracts';
import type { ConstraintDraft } from '../plots/constraintsFromZoning';
import { articleReference } from './citation';
import { OW_UNITS, scaled, type Quantity, type UnitInfo } from './normUnits';
import { numberInText } from './numberInText';
import { normTypeUse } from './normTypes';

type Kind = ConstraintDraft['type'];

/** How a norm type becomes a constraint: its kind per quantity (a built area in m² or in %), and its direction. */
interface NormMapping {
  kinds: Partial<Record<Quantity, Kind>>;
  direction: 'max' | 'min';
}

const max = (kinds: NormMapping['kinds']): NormMapping => ({ kinds, direction: 'max' });
const min = (kinds: NormMapping['kinds']): NormMapping => ({ kinds, direction: 'min' });

// TypeNorm concepts (the DSO value list) that carry a limit a constraint has a kind for. A unit of another quantity
// than listed (a height in %) is not read. Other types the importer knows (distances to a building line, roof
// pitch, depth, noise) have no kind of their own: a general constraint with the value in metres, m² or a fraction.
const MAPPINGS: Readonly<Record<string, NormMapping>> = {
  MaximumBouwhoogte: max({ length: 'building_height' }),
  MinimumBouwhoogte: min({ length: 'building_height' }),
  MaximumGoothoogte: max({ length: 'gutter_height' }),
  MinimumGoothoogte: min({ length: 'gutter_height' }),
  MaximumBebouwdeOppervlakte: max({ area: 'floor_space', fraction: 'gsi' }),
  MaximumBebouwingspercentage: max({ fraction: 'gsi' }),
  MaximumBebouwingspercentageTerrein: max({ fraction: 'gsi' }),
  MaximumVloeroppervlakte: max({ area: 'floor_space' }),
  MaximumAantalBouwlagen: max({ count: 'nr_floors' }),
  MaximumBouwlagen: max({ count: 'nr_floors' }),
  MinimumBouwlagen: min({ count: 'nr_floors' }),
  MaximumAantalWoningen: max({ count: 'nr_units' }),
  MaximumAantalWooneenheden: max({ count: 'nr_units' }),
};


/** Where a constraint's norm was read, for its `source`: the imported delivery (below) or the online DSO read. */
export type NormSource = (rule: OmgevingsplanRule, value?: OmgevingsplanNormValue) => string;

/** The omgevingsplan version a constraint rests on, for its `source`; bruidsschat rules say so. */
function normSource(rule: Pick<OmgevingsplanRule, 'citation' | 'besluit' | 'datumBekendmaking' | 'bruidsschat'>, value?: Pick<OmgevingsplanNormValue, 'besluit' | 'datumBekendmaking'>): string {
  const parts = ['omgevingsplan', rule.citation.regeling ?? '?', value?.besluit ?? rule.besluit ?? '?', value?.datumBekendmaking ?? rule.datumBekendmaking ?? '?'];
  return `${parts.join(' ')}${rule.bruidsschat ? ' (bruidsschat)' : ''}`;
}

/** "hoofdgebouw", "bijbehorend bouwwerk", "erker": the part of a building a norm's name or activity speaks of. */
function buildingPart(texts: (string | null)[]): string | null {
  const t = texts.filter(Boolean).join(' ').toLowerCase();
  if (/erker/.test(t)) return 'erker';
  if (/bijbehorend|bijgebouw|aan- en uitbouw|uitbouw|aanbouw/.test(t)) return 'bijbehorend bouwwerk';
  if (/hoofdgebouw/.test(t)) return 'hoofdgebouw';
  return null;
}

const fmt = (n: number) => String(n).replace('.', ',');

/** A value as written in a description: the number with its unit, the qualitative value, or that it is in the text. */
function writtenValue(v: OmgevingsplanNormValue): string {
  if (v.kwantitatief !== null) {
    const label = v.eenheid ? (OW_UNITS[v.eenheid]?.label ?? v.eenheid) : '';
    return `${fmt(v.kwantitatief)}${label ? ` ${label}` : ''}`;
  }
  return v.kwalitatief ?? 'waarde in de regeltekst';
}

/** " = 13 m" after a value given in another unit of length or area (1300 cm); a percentage stays as written. */
const normalisedText = (unit: UnitInfo | undefined, value: number) =>
  unit && unit.factor !== 1 && (unit.quantity === 'length' || unit.quantity === 'area') ? ` = ${fmt(value)} ${unit.quantity === 'area' ? 'm²' : 'm'}` : '';

/** The constraints of an omgevingsplan's norms at a location, and the check status: what became a number, what not. */
export interface NormsDerivation {
  drafts: ConstraintDraft[];
  check: OmgevingsplanCheck;
}

/**
 * Turns the omgevingsnormen of the rules at a location into constraint drafts with their citation (reference =
 * article and lid, url = the official publication, source = regeling, besluit and date), and says per location how
 * much was read: `checked` when every norm became a number, `partly_checked` when some must be read in the article
 * (text values, qualitative values, unknown types or units), `not_checkable` when none became a number.
 * `sourceOf` names where the rules were read: the imported delivery by default, the online read for the DSO adapters
 * (geodata/dso/onlineNorms.ts); the mapping is the same for both.
 */
export function constraintsFromNorms(rules: readonly OmgevingsplanRule[], sourceOf: NormSource = normSource): NormsDerivation {
  const drafts: ConstraintDraft[] = [];
  const unread: OmgevingsplanUnread[] = [];
  const notChecked: OmgevingsplanNotChecked[] = [];
  const seen = new Set<string>();
  let numeric = 0;
  for (const rule of rules) {
    // a norm standing alone (normsNoRuleBrings: kind and ruleId are the norm's) without a citing article is cited by its
    // own identificatie; an online read without an article keeps '' (onlineNorms names the regeling then)
    const alone = rule.kind === 'Omgevingsnorm' || rule.kind === 'Omgevingswaarde';
    const reference = articleReference(rule.citation.wid, rule.article?.nummer) || (alone ? `${rule.kind} ${rule.ruleId} (door geen regel geciteerd)` : '');
    const miss = (naam: string | null, reason: OmgevingsplanUnread['reason']) => {
      const key = `${rule.ruleId}|${naam}|${reason}`;
      if (!seen.has(key)) unread.push({ ruleId: rule.ruleId, reference, url: rule.url, naam, reason });
      seen.add(key);
    };
    for (const n of rule.unknownNorms) miss(n.naam ?? n.type ?? n.id, 'unknown_type');
    for (const v of rule.normValues) {
      const name = v.naam ?? v.type ?? v.normId;
      const where = v.locatieNaam ?? v.locatieId;
      if (normTypeUse(v.type) === 'not_checked') {
        // noise, odour, a type outside the value list ...: listed with its value, no constraint, not held against the status
        const key = `${v.normId}|${v.locatieId}|not_checked`;
        if (!seen.has(key)) notChecked.push({ ruleId: rule.ruleId, reference, url: rule.url, naam: name, type: v.type, value: writtenValue(v), locatie: where });
        seen.add(key);
        continue;
      }
      const draft = (description: string, kind: Kind, operator: ConstraintDraft['operator'], value: number | null): ConstraintDraft => ({
        name,
        // "<norm> — <location>: <value>": what precedes the last ": " names the constraint across versions (refresh)
        description: `${name} — ${where}: ${description}`,
        reference,
        zone: buildingPart([v.naam, ...rule.activiteiten.map((a) => a.naam)]) ?? rule.gebiedsaanwijzingen[0]?.naam ?? rule.activiteiten[0]?.naam ?? null,
        subzone: where,
        url: rule.url ?? '',
        type: kind,
        operator,
        priority: 0,
        value,
        source: sourceOf(rule, v),
      });
      const mapping = v.type ? MAPPINGS[v.type] : undefined;
      const direction = mapping?.direction ?? (/^Minim/.test(v.type ?? '') ? 'min' : 'max');
      const operator = direction === 'min' ? 'greater_than' : 'smaller_than';
      if (v.kwantitatief !== null) {
        const unit = v.eenheid ? OW_UNITS[v.eenheid] : mapping && Object.keys(mapping.kinds).every((q) => q === 'count') ? OW_UNITS.Aantal : undefined;
        const written = `${fmt(v.kwantitatief)}${unit?.label ? ` ${unit.label}` : v.eenheid ? ` ${v.eenheid}` : ''}`;
        if (!mapping) {
          // a known type without a constraint kind (distances, roof pitch, noise): general, the value in its unit
          const value = unit ? scaled(v.kwantitatief, unit.factor) : v.kwantitatief;
          drafts.push(draft(`${written}${normalisedText(unit, value)}`, 'general', operator, value));
          numeric += 1;
          continue;
        }
        const kind = unit ? mapping.kinds[unit.quantity] : undefined;
        if (!unit || !kind) {
          drafts.push(draft(`${written} (eenheid niet gelezen: lees het artikel)`, 'general', 'equal', null));
          miss(name, 'unit');
          continue;
        }
        const value = scaled(v.kwantitatief, unit.factor);
        drafts.push(draft(`${written}${normalisedText(unit, value)}`, kind, operator, value));
        numeric += 1;
      } else if (v.kwalitatief !== null) {
        drafts.push(draft(v.kwalitatief, 'general', 'equal', null));
        miss(name, 'qualitative');
      } else {
        // waardeInRegeltekst: the number only where the text states it beyond doubt
        const quantities = mapping ? (Object.keys(mapping.kinds) as Quantity[]) : [];
        const found = quantities.map((q) => numberInText(rule.article?.tekst, q)).find((x) => x && x.direction === direction);
        if (found && mapping) {
          drafts.push(draft(`${found.phrase} (uit de regeltekst)`, mapping.kinds[found.quantity]!, operator, found.value));
          numeric += 1;
        } else {
          drafts.push(draft(`waarde in de regeltekst: lees ${reference}`, 'general', 'equal', null));
          miss(name, 'in_text');
        }
      }
    }
  }
  // rules without any norm are not counted against the status, but when nothing at all has a norm, they are what to read
  if (!numeric && !unread.length && !notChecked.length) for (const rule of rules) unread.push({ ruleId: rule.ruleId, reference: articleReference(rule.citation.wid, rule.article?.nummer), url: rule.url, naam: rule.article?.opschrift ?? null, reason: 'no_norm' });
  const status = numeric === 0 ? 'not_checkable' : unread.length ? 'partly_checked' : 'checked';
  return { drafts, check: { status, numeric, unread, ...(notChecked.length ? { notChecked } : {}) } };
}
