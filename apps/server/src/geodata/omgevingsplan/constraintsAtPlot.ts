import type { OmgevingsplanDelivery, OmgevingsplanNorm, OmgevingsplanRule, OmgevingsplanRules, PonsCoverage } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import type { ConstraintDraft } from '../plots/constraintsFromZoning';
import { constraintsFromNorms, type NormsDerivation } from './constraintsFromNorms';
import { ponsCoversPlots } from './locationsAtPlots';
import { rulesAtPlots } from './rulesAtPlot';
import { isBruidsschat, publicationUrl } from './citation';
import { isPartial } from './deliveries';

/** The omgevingsplan at a plot with the constraints its norms give and how much of the plot a pons covers. */
export type OmgevingsplanAtPlot = OmgevingsplanRules & NormsDerivation & { ponsCoverage: PonsCoverage };

/**
 * The omgevingsplan rules at a plot (WKT in RD New) with the constraint drafts of their norms and the check status;
 * null when no omgevingsplan is imported or none of its rules or pons meets the plot.
 */
export async function omgevingsplanAtPlot(db: Db, wkt: string): Promise<OmgevingsplanAtPlot | null> {
  return (await omgevingsplanAtPlots(db, [wkt]))[0] ?? null;
}

// plots per statement: large enough that the per-statement cost vanishes, small enough for the parameter arrays
const BATCH = 250;

/** omgevingsplanAtPlot for many plots, a batch of them per statement (a refresh of every location after an import). */
export async function omgevingsplanAtPlots(db: Db, wkts: readonly string[]): Promise<(OmgevingsplanAtPlot | null)[]> {
  const [imported] = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM geo_ow_objects) AS any');
  if (!imported?.any) return wkts.map(() => null);
  const out: (OmgevingsplanAtPlot | null)[] = [];
  for (let k = 0; k < wkts.length; k += BATCH) {
    const part = wkts.slice(k, k + BATCH);
    const at = await rulesAtPlots(db, part);
    const ponsed = part.filter((_, i) => at[i]!.pons);
    const covers = await ponsCoversPlots(db, ponsed);
    let p = 0;
    at.forEach(({ rulesAsOf, pons, rules, norms, deliveries, notLocated }) => {
      // rules whose Ambtsgebied is not resolved are shown too (whether they apply is not known; never dropped)
      if (!rules.length && !norms?.length && !pons && !notLocated?.length) return void out.push(null);
      const ponsCoverage: PonsCoverage = pons ? (covers[p++] ? 'full' : 'partial') : 'none';
      const derivation = withDeliveries(constraintsFromNorms([...rules, ...normsNoRuleBrings(rules, norms ?? [])]), deliveries ?? []);
      out.push({ rulesAsOf, pons, rules, norms, deliveries, notLocated, ponsCoverage, ...derivation });
    });
  }
  return out;
}

/**
 * A partial delivery of the rules here (absent files, unresolved references, locations without geometry) may have
 * left out what applies: a location all of whose norms were read is then only partly checked, and says why.
 */
function withDeliveries(d: NormsDerivation, deliveries: readonly OmgevingsplanDelivery[]): NormsDerivation {
  if (!deliveries.some(isPartial)) return d;
  return { ...d, check: { ...d.check, status: d.check.status === 'checked' ? 'partly_checked' : d.check.status, partialDelivery: true } };
}

/**
 * The norms at a plot that no rule at the plot brings (cited by no rule, or only by rules located elsewhere), each as
 * a rule of its own for constraintsFromNorms: they apply by their own location, so they constrain the plot too. The
 * citation is the article of a rule citing it, when one does.
 */
function normsNoRuleBrings(rules: readonly OmgevingsplanRule[], norms: readonly OmgevingsplanNorm[]): OmgevingsplanRule[] {
  const brought = new Set(rules.flatMap((r) => r.normValues.map((v) => v.normId)));
  return norms
    .filter((n) => !brought.has(n.normId))
    .map((n) => ({
      ruleId: n.normId,
      kind: n.normKind,
      citation: { regeling: n.regeling, wid: n.citedBy[0]?.wid ?? null },
      besluit: n.besluit,
      datumBekendmaking: n.datumBekendmaking,
      inwerkingtreding: n.inwerkingtreding,
      url: publicationUrl(n.regeling),
      bruidsschat: isBruidsschat([n.regeling, n.besluit]),
      article: null,
      activiteiten: [],
      gebiedsaanwijzingen: [],
      normValues: n.values.map((v) => ({ ...v, normId: n.normId, normKind: n.normKind, naam: n.naam, type: n.type, eenheid: n.eenheid, besluit: n.besluit, datumBekendmaking: n.datumBekendmaking })),
      unknownNorms: [],
    }));
}

/** What an IMRO constraint's description says where a pons covers part of the plot. */
export const PARTLY_REPLACED = ' (deels vervangen door het omgevingsplan)';

/**
 * Which plan's constraints apply: where a pons covers the whole plot the IMRO plan no longer does (the omgevingsplan's
 * only); where it covers part, both, the IMRO ones marked as partly replaced; elsewhere the IMRO plan's and the
 * omgevingsplan rules that meet the plot (the bruidsschat, say).
 */
export function withOmgevingsplan(imro: readonly ConstraintDraft[], ow: Pick<OmgevingsplanAtPlot, 'drafts' | 'ponsCoverage'> | null): ConstraintDraft[] {
  if (!ow) return [...imro];
  if (ow.ponsCoverage === 'full') return [...ow.drafts];
  if (ow.ponsCoverage === 'partial') return [...imro.map((c) => ({ ...c, description: `${c.description}${PARTLY_REPLACED}` })), ...ow.drafts];
  return [...imro, ...ow.drafts];
}
