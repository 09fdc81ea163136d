import { distanceFilter } from '../filterDefinition';

/** Kilometres to the nearest amenity, transport, nature and water (spec section 9 distance maxima). */
export const distanceFilters = [
  distanceFilter('distance_supermarket', 'distance', ['Afstand tot supermarkt', 'Distance to a supermarket']),
  distanceFilter('distance_shops', 'distance', ['Afstand tot winkels', 'Distance to shops']),
  distanceFilter('distance_horeca', 'distance', ['Afstand tot horeca', 'Distance to cafés and restaurants']),
  distanceFilter('distance_bso', 'distance', ['Afstand tot buitenschoolse opvang', 'Distance to after-school care']),
  // nitrogen: farther from Natura 2000 is better
  distanceFilter('distance_n2000', 'distance', ['Afstand tot Natura 2000', 'Distance to Natura 2000'], { prefer: 'high' }),
  distanceFilter('distance_trainstation', 'distance', ['Afstand tot treinstation', 'Distance to a train station']),
  distanceFilter('distance_ov_stop', 'distance', ['Afstand tot ov-halte', 'Distance to a public-transport stop']),
  distanceFilter('distance_ov_line', 'distance', ['Afstand tot ov-lijn', 'Distance to a public-transport line']),
  distanceFilter('distance_access_main_road', 'distance', ['Afstand tot hoofdweg', 'Distance to main road access']),
  distanceFilter('distance_primary_education', 'distance', ['Afstand tot basisonderwijs', 'Distance to primary education']),
  distanceFilter('distance_higher_education', 'distance', ['Afstand tot hoger onderwijs', 'Distance to higher education']),
  distanceFilter('distance_general_practitioner', 'distance', ['Afstand tot huisarts', 'Distance to a general practitioner']),
  distanceFilter('distance_sailing_route', 'distance', ['Afstand tot vaarweg', 'Distance to a sailing route']),
  distanceFilter('distance_water', 'distance', ['Afstand tot water', 'Distance to water']),
  distanceFilter('distance_hospital', 'distance', ['Afstand tot ziekenhuis', 'Distance to a hospital']),
  distanceFilter('distance_urbanization', 'distance', ['Afstand tot stedelijk gebied', 'Distance to an urban area']),
  distanceFilter('distance_secondary_education', 'school', ['Afstand tot voortgezet onderwijs', 'Distance to secondary education'], { defaults: { max: 10, weight: 1 } }),
  distanceFilter('distance_care', 'care', ['Afstand tot zorginstelling', 'Distance to a care institution'], { defaults: { max: 10, weight: 1 } }),
  distanceFilter('distance_retail', 'retail', ['Afstand tot detailhandel', 'Distance to retail'], { defaults: { max: 10, weight: 1 } }),
];
