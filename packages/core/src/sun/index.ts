export type { SolarPosition } from './solarPosition';
export { solarPosition, sunDirection } from './solarPosition';
export { amsterdamToUtc, amsterdamOffsetHours } from './amsterdamTime';
export type { Prism } from './massing';
export { modelPrisms, footprintPrism } from './massing';
export type { Facade, FacadeGrid, FacadeSunHours, SunHoursQuery, SunHoursStudy, SunSample } from './sunHours';
export { sunHoursStudy, daySunSamples, LIGHT_NORM_DAY } from './sunHours';
export type { ExampleNeighbour } from './exampleSite';
export { standardConceptOnSite, exampleNeighbours } from './exampleSite';
