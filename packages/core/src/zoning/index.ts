export type {
  IlsBuildingFigures,
  IlsCheck,
  IlsCheckId,
  IlsCheckKey,
  IlsCitation,
  IlsConcept,
  IlsConstraint,
  IlsDesignation,
  IlsHomeBusiness,
  IlsInput,
  IlsReason,
  IlsStatus,
  IlsUnit,
  IlsUse,
} from './ils/types';
export { ilsChecks, ilsConcept } from './ils/ilsChecks';
export { ilsBuildingFigures } from './ils/figures';
export { functionUse, designationUses } from './ils/uses';
