import type { RouteSpec } from './types';

const pub = (path: string, screen: string): RouteSpec => ({ path: `/pub/${path}`, frame: 'public', screen });

export const pubRoutes: RouteSpec[] = [
  pub('index/:company_key', 'pub.index'),
  pub('location/:publication_key', 'pub.location'),
  pub('concept/:publication_key', 'pub.concept'),
  pub('searchquery/:publication_key', 'pub.searchquery'),
  pub('searchquery/:publication_key/:location_key', 'pub.searchqueryLocation'),
  pub('state/:publication_key', 'pub.state'),
  pub('municipality/:publication_key', 'pub.municipality'),
  pub('populationcore/:publication_key', 'pub.populationcore'),
  pub('populationcore/:publication_key/:location_key', 'pub.populationcoreLocation'),
  pub('businesspark/:publication_key', 'pub.businesspark'),
  pub('businesspark/:publication_key/:location_key', 'pub.businessparkLocation'),
  pub('ibis/:publication_key/:municipality?/:rin_nummer?', 'pub.ibis'),
  // Looks the publication up by key and redirects to the public page of its type.
  { ...pub('publication/:publication_key/:location_key?', 'pub.publication'), load: () => import('../features/pub/PublicationRedirectScreen') },
];
