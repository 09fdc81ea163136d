import type { ComponentType } from 'react';
import type { PublicPage } from '@plotwise/contracts';
import { lazySection } from './lazySection';
import type { SectionKind, SectionProps, SectionType } from './types';

/**
 * The concept sections that show a concept's buildings (form factors, unit breakdown, floor plans, top view). Each
 * type's renderer is its own file (`concept_<type>.tsx`), loaded when a page has that section, so the public
 * entry carries only these few lines; the server sends the figures and the plans ready (page.conceptDetails).
 */
const forConcepts: readonly PublicPage['publication']['type'][] = ['concept', 'location'];
const title = { param: 'param1', label: 'publications.params.title' } as const;

const kind = (type: SectionType, Render: ComponentType<SectionProps>, params: SectionKind['params'] = [title]): SectionKind => ({
  type,
  for: forConcepts,
  params,
  Render,
});

export const conceptFormfactors = kind('concept_formfactors', lazySection(() => import('./concept_formfactors')));
export const conceptUnitBreakdown = kind('concept_unit_breakdown', lazySection(() => import('./concept_unit_breakdown')));
export const conceptFloorplans = kind('concept_floorplans', lazySection(() => import('./concept_floorplans')), [
  title,
  { param: 'param2', label: 'publications.params.storey' },
]);
export const conceptTopview = kind('concept_topview', lazySection(() => import('./concept_topview')));
// adding one of these two to a publication is the company's choice to publish the concept's costs and value
export const conceptBusinessCase = kind('concept_business_case', lazySection(() => import('./concept_business_case')));
export const conceptValuation = kind('concept_valuation', lazySection(() => import('./concept_valuation')));
export const conceptBeng = kind('concept_beng', lazySection(() => import('./concept_beng')));
export const conceptParking = kind('concept_parking', lazySection(() => import('./concept_parking')));
export const conceptNitrogen = kind('concept_nitrogen', lazySection(() => import('./concept_nitrogen')));
export const conceptNoise = kind('concept_noise', lazySection(() => import('./concept_noise')));
export const conceptLandPrice = kind('concept_land_price', lazySection(() => import('./concept_land_price')));
