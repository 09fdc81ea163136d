import { locationListTypes, type PublicPage } from '@plotwise/contracts';
import { lazySection } from './lazySection';
import type { SectionKind } from './types';

/**
 * The registry entries of the locations and location sections beyond the first ones (carousel, table, summary,
 * custom fields, current situation, context, business, filter summary) and of the publications list. Each renderer
 * is its own file, loaded when a page has that section, so the public entry carries only these lines.
 */
type PubType = PublicPage['publication']['type'];
const title = [{ param: 'param1', label: 'publications.params.title' }] as const;
// pages that show a set of locations, and pages that show one location (a search query's or an area's on its own page)
const forCollections: readonly PubType[] = locationListTypes;
const forLocation: readonly PubType[] = ['location', 'concept', ...locationListTypes];

export const locationsCarrousel: SectionKind = {
  type: 'locations_carrousel',
  for: forCollections,
  params: title,
  Render: lazySection(() => import('./locations_carrousel')),
};
export const locationsTable: SectionKind = {
  type: 'locations_table',
  for: forCollections,
  params: title,
  Render: lazySection(() => import('./locations_table')),
};
export const locationsSummary: SectionKind = {
  type: 'locations_summary',
  for: forCollections,
  params: title,
  Render: lazySection(() => import('./locations_summary')),
};
export const locationCustomfields: SectionKind = {
  type: 'location_customfields',
  for: forLocation,
  params: title,
  Render: lazySection(() => import('./location_customfields')),
};
export const locationCurrentSituation: SectionKind = {
  type: 'location_current_situation',
  for: forLocation,
  params: title,
  Render: lazySection(() => import('./location_current_situation')),
};
export const locationContext: SectionKind = {
  type: 'location_context',
  for: forLocation,
  params: title,
  Render: lazySection(() => import('./location_context')),
};
export const locationBusiness: SectionKind = {
  type: 'location_business',
  for: forLocation,
  params: title,
  Render: lazySection(() => import('./location_business')),
};
export const locationFilterSummary: SectionKind = {
  type: 'location_filter_summary',
  for: ['searchquery'],
  params: title,
  Render: lazySection(() => import('./location_filter_summary')),
};
export const publicationsList: SectionKind = {
  type: 'publications_list',
  for: ['state_index', 'municipality_index', 'location', 'concept', 'searchquery', 'business_park', 'population_core'],
  params: title,
  Render: lazySection(() => import('./publications_list')),
};
