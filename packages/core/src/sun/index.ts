export type { SolarPosition } from './solarPosition';
export { solarPosition, sunDirection } from './solarPosition';
export { amsterdamToUtc } from './amsterdamTime';
export type { Prism } from './massing';
export { modelPrisms, footprintPrism } from './massing';
export type { FacadeSunHours, SunHoursQuery } from './sunHours';
export { sunHoursStudy, LIGHT_NORM_DAY } from './sunHours';
export { standardConceptOnSite, exampleNeighbours } from './exampleSite';
