import { booleanFilter, categoryFilter, rangeFilter } from '../filterDefinition';

/** Demography (CBS kerncijfers), noise, monuments and the nearest road. */
export const surroundingsFilters = [
  rangeFilter('demography_urbanization', 'demography', ['Stedelijkheid (1 zeer sterk - 5 niet)', 'Urbanisation degree (1 very strong - 5 none)']),
  rangeFilter('demography_woz_value', 'demography', ['Gemiddelde WOZ-waarde (x 1000 euro)', 'Average WOZ value (x 1000 euro)']),
  rangeFilter('demography_municipality_residents', 'demography', ['Inwoners gemeente (x 1000)', 'Municipality residents (x 1000)']),
  rangeFilter('demography_5km_residents', 'demography', ['Inwoners binnen 5 km (x 10 000)', 'Residents within 5 km (x 10 000)']),
  rangeFilter('noise', 'noise', ['Geluidbelasting (dB Lden)', 'Noise (dB Lden)'], { domain: { min: 0, max: 80 } }),
  booleanFilter('monument', 'monument', ['Monument op het perceel', 'Monument on the plot']),
  categoryFilter('road_type', 'road_type', ['Type dichtstbijzijnde weg', 'Type of the nearest road'], ['main', 'regional', 'local']),
];
