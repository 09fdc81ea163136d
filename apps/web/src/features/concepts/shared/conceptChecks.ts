import type { ApiRecord, OmgevingsplanRules } from '@plotwise/contracts';
import type { FormFactors, GeneratorInput, GeneratorResult, SiteInput } from '@plotwise/core/generator/index';
import { polygonArea } from '@plotwise/core/geometry/index';
import { ilsConcept, rulesPanel, type ConstraintCheck, type IlsCheck, type IlsDesignation, type ReplacedConstraint } from '@plotwise/core/zoning/index';
import { citationLabel } from '../../map/OmgevingsplanRules';
import { formFactorMetrics } from './constraintChecks';

/** The functions the plan designates at the location, each with where it is written. */
export function ilsDesignations(
  location: ApiRecord<'locations'> | undefined,
  plan: OmgevingsplanRules | null | undefined,
): IlsDesignation[] {
  const out = new Map<string, IlsDesignation>();
  for (const rule of plan?.rules ?? [])
    for (const g of rule.gebiedsaanwijzingen)
      // the type is "Functie" or its concept URI (…/typegebiedsaanwijzing/id/concept/Functie)
      if (g.naam && /functie$/i.test(g.type ?? '') && !out.has(g.naam))
        out.set(g.naam, {
          name: g.naam,
          reference: citationLabel(rule.citation.wid) || rule.ruleId,
          url: rule.url,
          source: rule.citation.regeling,
        });
  // the IMRO enkelbestemmingen apply where no pons ends the old plan; cited by a constraint of that zone
  if (!plan?.pons)
    for (const zone of location?.cfg?.summary?.zones ?? []) {
      if (out.has(zone)) continue;
      const c = location?.constraints?.find((x) => x.zone === zone);
      out.set(zone, { name: zone, reference: c?.reference ?? null, url: c?.url ?? null, source: c?.source ?? 'IMRO' });
    }
  return [...out.values()];
}

/**
 * What the concept screens check: every constraint in force at the location, the derived ones replaced by hand (shown,
 * not checked), and the six ILS omgevingsplan checks on the same constraints and measures (core rulesPanel).
 */
export interface ConceptChecks {
  checks: ConstraintCheck[];
  replaced: ReplacedConstraint<ApiRecord<'constraints'>>[];
  ils: IlsCheck[];
}

/** The rules panel of generated buildings on their site. */
export function conceptChecks(
  location: ApiRecord<'locations'> | undefined,
  plan: OmgevingsplanRules | null | undefined,
  buildings: readonly { row: { name: string | null; id: number }; input: GeneratorInput; result: GeneratorResult }[],
  formFactors: FormFactors | null,
  site: Pick<SiteInput, 'buildable_area'>,
): ConceptChecks {
  if (!formFactors) return { checks: [], replaced: [], ils: [] };
  const concept = ilsConcept(
    buildings.map((b) => ({ name: b.row.name || `#${b.row.id}`, model: b.result.model })),
    formFactors.plot_area,
  );
  const figures = formFactorMetrics(formFactors, buildings.length, {
    buildableAreaSquareMeters: site.buildable_area.length >= 3 ? polygonArea(site.buildable_area) : null,
  });
  return rulesPanel({ constraints: location?.constraints ?? [], concept, designations: ilsDesignations(location, plan), figures });
}

/** How far a broken constraint is off (the checks panel's "over"/"short"): over a maximum, under a minimum, or away from an exact value. */
export const amountOff = (c: ConstraintCheck): number | null =>
  c.status !== 'violated' || c.actual === null || c.limit === null
    ? null
    : c.operator === 'greater_than'
      ? c.limit - c.actual
      : Math.abs(c.actual - c.limit);
