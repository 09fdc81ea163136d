export type { IlsCheck, IlsConcept, IlsDesignation } from './ils/types';
export { ilsChecks, ilsConcept } from './ils/ilsChecks';
export { ilsBuildingFigures } from './ils/figures';
export type { ZoningQuantity } from './rules/quantities';
export { quantityOf, sameQuantity } from './rules/quantities';
export {
  HAND_CONSTRAINT_SOURCE,
  constraintsInForce,
  derivedKey,
  isDerived,
  limitInForce,
  replacedByHand,
  type ReplacedConstraint,
  type RuleConstraint,
} from './rules/constraintsInForce';
export { conceptMeasures, type ConceptMeasures } from './rules/conceptMeasures';
export { checkConstraints, type ConstraintCheck, type ConstraintLike } from './rules/constraintChecks';
export { measuredQuantities, rulesPanel, type RulesPanel } from './rules/rulesPanel';
