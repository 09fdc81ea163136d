import { publicationStatuses, publicPublicationFields } from '@plotwise/contracts';

/**
 * What a published publication exposes to anyone with its key (spec /pub pages). Each view names the
 * fields that may leave the company (owner, buyer, advisors, finance parameters and the like never do) and
 * the SQL predicate that makes a row public: it must be reachable from a publication whose status is
 * published. Draft and hidden publications expose nothing.
 */
export interface PublicView {
  table: string;
  fields: string[];
  /** predicate over alias `t` */
  exposed: string;
}

const PUBLISHED = publicationStatuses.published;
const published = (cond: string, a = 't') =>
  `EXISTS (SELECT 1 FROM publications p LEFT JOIN publication_cfgs pc ON pc.publication_id = p.id
            WHERE p.status = ${PUBLISHED} AND p.company_id = ${a}.company_id AND (${cond}))`;

const searchQueryExposed = (sq: string) =>
  `(p.id = (SELECT s.publication_id FROM searchqueries s WHERE s.id = ${sq}) OR p.filter_search_query_id = ${sq}
    OR pc.search_query_key = (SELECT s.key FROM searchqueries s WHERE s.id = ${sq}))`;

/** The publication `p` (its cfg `pc`) exposes location `a`: its own publication, naming its key, or a search query's. */
const exposesLocation = (a: string) =>
  `p.id = ${a}.publication_id OR pc.location_key = ${a}.key OR (${a}.search_query_id IS NOT NULL AND ${searchQueryExposed(`${a}.search_query_id`)})`;

/** A location is public through its own publication, a publication naming its key, or a published search query. */
const locationExposed = (a: string) => published(exposesLocation(a), a);

/** Location `a` is public through the published publication whose id is the SQL expression `publicationId`. */
export const locationExposedThrough = (publicationId: string, a: string) => published(`p.id = ${publicationId} AND (${exposesLocation(a)})`, a);

export const publicViews = {
  publications: {
    table: 'publications',
    fields: [...publicPublicationFields],
    exposed: `t.status = ${PUBLISHED}`,
  },
  locations: {
    table: 'locations',
    fields: [
      'id', 'name', 'key', 'type', 'lat', 'lon', 'rating', 'status', 'phase', 'road', 'house_number', 'postcode', 'city',
      'municipality', 'state', 'country', 'plotnr', 'plotsize', 'neighbourhood', 'suburb', 'region', 'businesspark',
      'display_address', 'publicationId', 'searchQueryId',
    ],
    exposed: locationExposed('t'),
  },
  concepts: {
    table: 'concepts',
    fields: ['id', 'name', 'key', 'order', 'locationId'],
    exposed:
      `(${published('p.id = t.publication_id OR pc.concept_key = t.key')}` +
      ` OR EXISTS (SELECT 1 FROM locations l WHERE l.id = t.location_id AND ${locationExposed('l')}))`,
  },
  searchqueries: {
    table: 'searchqueries',
    fields: ['id', 'name', 'key', 'description', 'type', 'category'],
    exposed: published(searchQueryExposed('t.id')),
  },
  companies: {
    table: 'companies',
    fields: ['id', 'name', 'key'],
    exposed: `EXISTS (SELECT 1 FROM publications p WHERE p.company_id = t.id AND p.status = ${PUBLISHED})`,
  },
  sections: {
    table: 'sections',
    fields: ['id', 'type', 'order', 'pageType', 'publicationId'],
    exposed: `EXISTS (SELECT 1 FROM publications p WHERE p.id = t.publication_id AND p.status = ${PUBLISHED})`,
  },
} satisfies Record<string, PublicView>;
export type PublicEntity = keyof typeof publicViews;
