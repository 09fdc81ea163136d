import type { RouteSpec } from './types';

const pub = (path: string, screen: string, load?: RouteSpec['load']): RouteSpec => ({
  path: `/pub/${path}`,
  frame: 'public',
  screen,
  ...(load ? { load } : {}),
});
const locationPage = () => import('../features/pub/PublicLocationScreen');
// a search query's locations, or an area's (business park, population core), each location with its own page
const collectionPage = () => import('../features/pub/PublicCollectionScreen');
// The types whose own sections are not built yet show their publication with the generic sections (text, survey, contact).
const genericPage = () => import('../features/pub/PublicLocationScreen');

export const pubRoutes: RouteSpec[] = [
  pub('index/:company_key', 'pub.index', () => import('../features/pub/PublicIndexScreen')),
  pub('location/:publication_key', 'pub.location', locationPage),
  pub('concept/:publication_key', 'pub.concept', locationPage),
  pub('searchquery/:publication_key', 'pub.searchquery', collectionPage),
  pub('searchquery/:publication_key/:location_key', 'pub.searchqueryLocation', collectionPage),
  pub('state/:publication_key', 'pub.state', genericPage),
  pub('municipality/:publication_key', 'pub.municipality', genericPage),
  pub('populationcore/:publication_key', 'pub.populationcore', collectionPage),
  pub('populationcore/:publication_key/:location_key', 'pub.populationcoreLocation', collectionPage),
  pub('businesspark/:publication_key', 'pub.businesspark', collectionPage),
  pub('businesspark/:publication_key/:location_key', 'pub.businessparkLocation', collectionPage),
  // an IBIS survey: municipalities, then the parks of one, then a park with its survey (three steps of one screen)
  pub('ibis/:publication_key/:municipality?/:rin_nummer?', 'pub.ibis', () => import('../features/pub/PublicIbisScreen')),
  // Looks the publication up by key and redirects to the public page of its type.
  {
    ...pub('publication/:publication_key/:location_key?', 'pub.publication'),
    load: () => import('../features/pub/PublicationRedirectScreen'),
  },
];
