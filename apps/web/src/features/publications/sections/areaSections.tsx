import type { PublicPage } from '@plotwise/contracts';
import { lazySection } from './lazySection';
import { locationsMap } from './locations_map';
import type { SectionKind, SectionProps, SectionType } from './types';
import type { ComponentType } from 'react';

/**
 * The area sections of business park, population core and municipality publications. Like the concept sections,
 * each type's renderer is its own file, loaded when a page has that section, so the public entry carries only these
 * registry entries; the server adds the area's figures (`page.area`) and each scores section's computed indicators
 * (`section.scores`) only to a page that has one (apps/server/src/features/publications/areaFacts.ts).
 */

type PubType = PublicPage['publication']['type'];
const title = { param: 'param1', label: 'publications.params.title' } as const;
const text = { param: 'param2', label: 'publications.params.text', multiline: true } as const;

const kind = (type: SectionType, pubType: PubType, Render: ComponentType<SectionProps>, params: SectionKind['params'] = [title]): SectionKind => ({
  type,
  for: [pubType],
  params,
  Render,
  // the scores sections show the indicators the author picks in the editor
  ...(type.endsWith('_scores') ? { indicators: true } : {}),
});

export const businessParkSummary = kind('business_park_summary', 'business_park', lazySection(() => import('./business_park_summary')));
export const businessParkDescription = kind('business_park_description', 'business_park', lazySection(() => import('./business_park_description')), [title, text]);
export const businessParkScores = kind('business_park_scores', 'business_park', lazySection(() => import('./business_park_scores')));
export const businessParkRegulations = kind('business_park_regulations', 'business_park', lazySection(() => import('./business_park_regulations')));
export const businessParkDensify = kind('business_park_densify', 'business_park', lazySection(() => import('./business_park_densify')));
export const businessParkCompanies = kind('business_park_companies', 'business_park', lazySection(() => import('./business_park_companies')));
// the park's locations on the static map: the locations map's renderer (its map code loads only near the viewport)
export const businessParkMap = kind('business_park_map', 'business_park', locationsMap.Render);
// the register's parks of the municipality (of the park, or of a municipality page)
export const businessParkList: SectionKind = {
  ...kind('business_park_list', 'business_park', lazySection(() => import('./business_park_list'))),
  for: ['business_park', 'municipality'],
};

export const populationCoreSummary = kind('population_core_summary', 'population_core', lazySection(() => import('./population_core_summary')));
export const populationCoreDescription = kind('population_core_description', 'population_core', lazySection(() => import('./population_core_description')), [title, text]);
export const populationCoreContext = kind('population_core_context', 'population_core', lazySection(() => import('./population_core_context')));
export const populationCoreScores = kind('population_core_scores', 'population_core', lazySection(() => import('./population_core_scores')));

export const municipalitySummary = kind('municipality_summary', 'municipality', lazySection(() => import('./municipality_summary')));
export const municipalityDescription = kind('municipality_description', 'municipality', lazySection(() => import('./municipality_description')), [title, text]);
export const municipalityContext = kind('municipality_context', 'municipality', lazySection(() => import('./municipality_context')));
export const municipalityScores = kind('municipality_scores', 'municipality', lazySection(() => import('./municipality_scores')));

// the municipalities with the company's published publications, on a state or municipality index
export const stateMunicipalityMap: SectionKind = {
  ...kind('state_municipality_map', 'state_index', lazySection(() => import('./state_municipality_map'))),
  for: ['state_index', 'municipality_index'],
};
