import type { zoningCategories } from '../enums/locationEnums';

type ZoningCategory = (typeof zoningCategories)[number];

/**
 * Fill colours of the spec's zoning categories, after the SVBP (Standaard Vergelijkbare BestemmingsPlannen)
 * colours that ruimtelijkeplannen.nl and PDOK draw bestemmingshoofdgroepen in. Categories the importer
 * derives from a hoofdgroep by name (education, living, officearea) take the colour of that hoofdgroep.
 */
export const ZONING_COLOURS: Record<ZoningCategory, { color: string; nl: string; en: string }> = {
  agricultural: { color: '#EBF0D2', nl: 'Agrarisch', en: 'Agricultural' },
  agricultural_and_values: { color: '#D2E1A5', nl: 'Agrarisch met waarden', en: 'Agricultural with values' },
  companies: { color: '#B45FD2', nl: 'Bedrijf', en: 'Business' },
  forest: { color: '#64AA2D', nl: 'Bos', en: 'Forest' },
  center: { color: '#FFC8BE', nl: 'Centrum', en: 'Town centre' },
  culture: { color: '#FF3C82', nl: 'Cultuur en ontspanning', en: 'Culture and leisure' },
  retail: { color: '#FFA096', nl: 'Detailhandel', en: 'Retail' },
  service: { color: '#F091BE', nl: 'Dienstverlening', en: 'Services' },
  mixed: { color: '#FFBE87', nl: 'Gemengd', en: 'Mixed' },
  green: { color: '#28C846', nl: 'Groen', en: 'Green' },
  catering: { color: '#FF6923', nl: 'Horeca', en: 'Hospitality' },
  office: { color: '#EBC3D7', nl: 'Kantoor', en: 'Office' },
  officearea: { color: '#EBC3D7', nl: 'Kantorenterrein', en: 'Office park' },
  social: { color: '#DC9B78', nl: 'Maatschappelijk', en: 'Community' },
  education: { color: '#DC9B78', nl: 'Maatschappelijk - onderwijs', en: 'Education' },
  nature: { color: '#82A591', nl: 'Natuur', en: 'Nature' },
  recreation: { color: '#B9D746', nl: 'Recreatie', en: 'Recreation' },
  sport: { color: '#82C846', nl: 'Sport', en: 'Sport' },
  garden: { color: '#C8D76E', nl: 'Tuin', en: 'Garden' },
  traffic: { color: '#CDCDCD', nl: 'Verkeer', en: 'Traffic' },
  water: { color: '#AFCDE1', nl: 'Water', en: 'Water' },
  residential: { color: '#FFFF00', nl: 'Wonen', en: 'Residential' },
  living: { color: '#FFFF00', nl: 'Wonen - woonwagens en woonschepen', en: 'Caravans and houseboats' },
  residential_area: { color: '#FFFFB4', nl: 'Woongebied', en: 'Residential area' },
  other: { color: '#EBE1EB', nl: 'Overig', en: 'Other' },
};
