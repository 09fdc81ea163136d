export type { IlsCheck, IlsDesignation } from './ils/types';
export { ilsChecks, ilsConcept } from './ils/ilsChecks';
export { ilsBuildingFigures } from './ils/figures';
export type { ZoningQuantity } from './rules/quantities';
export { sameQuantity } from './rules/quantities';
export {
  constraintsInForce,
  derivedKey,
  isDerived,
  limitInForce,
  replacedByHand,
  type ReplacedConstraint,
  type RuleConstraint,
} from './rules/constraintsInForce';
export { conceptMeasures } from './rules/conceptMeasures';
export { checkConstraints, type ConstraintCheck, type ConstraintLike } from './rules/constraintChecks';
export { rulesPanel } from './rules/rulesPanel';
