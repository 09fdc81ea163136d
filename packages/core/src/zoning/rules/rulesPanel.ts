import { ilsChecks } from '../ils/ilsChecks';
import type { IlsCheck, IlsConcept, IlsDesignation } from '../ils/types';
import { checkConstraints, type ConstraintCheck } from './constraintChecks';
import { conceptMeasures } from './conceptMeasures';
import { constraintsInForce, type ReplacedConstraint, type RuleConstraint } from './constraintsInForce';
import type { ZoningQuantity } from './quantities';

/** What the rules panel reads: the location's constraints (all of them), the concept, its other figures. */
export interface RulesPanelInput<C extends RuleConstraint> {
  constraints: readonly C[];
  concept: IlsConcept;
  designations: readonly IlsDesignation[];
  /** the figures the buildings' measures do not give (GFA, units, PSI, ...), from the form factors */
  figures: Readonly<Partial<Record<ZoningQuantity, number | null>>>;
}

/** The rules panel: a line per constraint in force, the derived ones replaced by hand, and the six ILS checks. */
interface RulesPanel<C> {
  checks: ConstraintCheck[];
  replaced: ReplacedConstraint<C>[];
  ils: IlsCheck[];
}

/**
 * The figures the constraint lines compare: `figures`, with height, eaves, storeys and coverage replaced by the
 * concept's measures, the very numbers the ILS checks read, so two lines on one quantity never disagree.
 */
function measuredQuantities(concept: IlsConcept, figures: RulesPanelInput<RuleConstraint>['figures']): Partial<Record<ZoningQuantity, number | null>> {
  const m = conceptMeasures(concept);
  return { ...figures, height: m.heightMeters, gutter: m.eavesHeightMeters, floors: m.storeys, gsi: m.coverageRatio };
}

/** The constraints in force checked against the measured quantities, and the ILS checks on the same constraints. */
export function rulesPanel<C extends RuleConstraint>(input: RulesPanelInput<C>): RulesPanel<C> {
  const { inForce, replaced } = constraintsInForce(input.constraints);
  return {
    checks: checkConstraints(inForce, measuredQuantities(input.concept, input.figures)),
    replaced,
    ils: ilsChecks({ concept: input.concept, constraints: inForce, designations: input.designations }),
  };
}
