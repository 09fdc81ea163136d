export type { IlsCheck, IlsDesignation } from './ils/types';
export { ilsChecks, ilsConcept } from './ils/ilsChecks';
export { ilsBuildingFigures } from './ils/figures';
