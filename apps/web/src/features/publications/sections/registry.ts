import {
  businessParkCompanies,
  businessParkDensify,
  businessParkDescription,
  businessParkList,
  businessParkMap,
  businessParkRegulations,
  businessParkScores,
  businessParkSummary,
  municipalityContext,
  municipalityDescription,
  municipalityScores,
  municipalitySummary,
  populationCoreContext,
  populationCoreDescription,
  populationCoreScores,
  populationCoreSummary,
  stateMunicipalityMap,
} from './areaSections';
import { callToAction } from './call_to_action';
import { conceptBeng, conceptBusinessCase, conceptLandPrice, conceptNitrogen, conceptNoise, conceptParking, conceptFloorplans, conceptFormfactors, conceptTopview, conceptUnitBreakdown, conceptValuation } from './conceptSections';
import { customText, warning } from './custom_text';
import { imagesCarrousel } from './imageSections';
import { conceptSummary, locationConcepts } from './location_concepts';
import { locationDescriptionIndustrial, locationDescriptionResidential } from './location_description';
import { locationGridCapacity } from './location_grid_capacity';
import { locationRegulations } from './location_regulations';
import { locationBusiness, locationContext, locationCurrentSituation, locationCustomfields, locationFilterSummary, locationsCarrousel, locationsSummary, locationsTable, publicationsList } from './locationSections';
import { locationSummary } from './location_summary';
import { locationsList } from './locations_list';
import { locationsMap } from './locations_map';
import { survey } from './survey';
import type { SectionKind, SectionType } from './types';

/**
 * The section registry, keyed by type, like the layer and filter registries: one file per section type with its
 * editor fields and public renderer. Every type of spec section 3 is here (registry.test.ts); a section whose type this
 * build does not know still shows a plain "not available yet" block rather than failing the page.
 */
export const sectionRegistry: Partial<Record<SectionType, SectionKind>> = Object.fromEntries(
  [
    locationSummary,
    locationDescriptionResidential,
    locationDescriptionIndustrial,
    locationRegulations,
    locationGridCapacity,
    locationConcepts,
    conceptSummary,
    conceptFormfactors,
    conceptUnitBreakdown,
    conceptFloorplans,
    conceptTopview,
    conceptBusinessCase,
    conceptValuation,
    conceptBeng,
    conceptParking,
    conceptNoise,
    conceptNitrogen,
    conceptLandPrice,
    locationsMap,
    locationsList,
    imagesCarrousel,
    customText,
    warning,
    callToAction,
    survey,
    locationsCarrousel,
    locationsTable,
    locationsSummary,
    locationCustomfields,
    locationCurrentSituation,
    locationContext,
    locationBusiness,
    locationFilterSummary,
    publicationsList,
    businessParkSummary,
    businessParkDescription,
    businessParkRegulations,
    businessParkDensify,
    businessParkScores,
    businessParkCompanies,
    businessParkMap,
    businessParkList,
    populationCoreSummary,
    populationCoreDescription,
    populationCoreContext,
    populationCoreScores,
    municipalitySummary,
    municipalityDescription,
    municipalityContext,
    municipalityScores,
    stateMunicipalityMap,
  ].map((k) => [k.type, k]),
);
