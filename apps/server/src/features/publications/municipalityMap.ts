import { publicationStatuses, type PublicMunicipalityMap, type PublicPage } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/**
 * What state_municipality_map shows (state and municipality index publications): the municipalities where the company
 * has published area publications (business park, population core, municipality) or location publications, each with
 * those publications and its CBS gemeente outline. Only published publications count, so nothing unpublished (a
 * draft's area, a location no publication shows) can be read from the map. Read with the owner's connection after
 * the preview's tenant transaction, as the area facts are (geodata has no tenant grant); every company row is
 * selected by the page's company.
 */

// a municipality's outline is drawn a few hundred pixels wide over the whole country: 100 m is finer than a pixel
const OUTLINE_TOLERANCE_M = 100;
const MAX_PUBLICATIONS = 500;

/** Whether the page has the map. */
export const needsMunicipalityMap = (page: PublicPage) => page.sections.some((s) => s.type === 'state_municipality_map');

/** The municipalities with the company's published publications, by name, each with its outline. */
export async function municipalityMapOf(db: Db, companyId: number): Promise<PublicMunicipalityMap> {
  // a municipality publication names its municipality; the others lie where most of their locations lie
  const rows = await db.query<{ name: string | null; type: PublicMunicipalityMap[number]['publications'][number]['type']; key: string; municipality: string | null }>(
    `SELECT p.name, p.type, p.key,
            CASE WHEN p.type = 'municipality' THEN NULLIF(btrim(p.filter_municipality), '') ELSE (
              SELECT btrim(l.municipality) FROM locations l
               WHERE l.company_id = p.company_id AND l.deleted IS NOT TRUE AND NULLIF(btrim(l.municipality), '') IS NOT NULL
                 AND (l.publication_id = p.id
                      OR (p.type = 'business_park' AND l.businesspark = p.filter_business_park)
                      OR (p.type = 'population_core' AND l.city = p.filter_municipality)
                      OR (p.type = 'location' AND l.key = pc.location_key))
               GROUP BY btrim(l.municipality) ORDER BY count(*) DESC, btrim(l.municipality) LIMIT 1) END AS municipality
       FROM publications p LEFT JOIN publication_cfgs pc ON pc.publication_id = p.id
      WHERE p.company_id = $1 AND p.status = $2 AND p.key IS NOT NULL
        AND p.type IN ('business_park', 'population_core', 'municipality', 'location')
      ORDER BY p.name, p.id LIMIT ${MAX_PUBLICATIONS}`,
    [companyId, publicationStatuses.published],
  );
  const by = new Map<string, PublicMunicipalityMap[number]>();
  for (const r of rows) {
    if (!r.municipality) continue;
    const k = r.municipality.toLowerCase();
    const m = by.get(k) ?? { name: r.municipality, outline: null, publications: [] };
    // the municipality's own publication first: it is where the map's link goes
    if (r.type === 'municipality') m.publications.unshift({ name: r.name ?? '', type: r.type, key: r.key });
    else m.publications.push({ name: r.name ?? '', type: r.type, key: r.key });
    by.set(k, m);
  }
  if (!by.size) return [];
  const outlines = await db.query<{ name: string; outline: unknown }>(
    `SELECT DISTINCT ON (lower(btrim(a.name))) lower(btrim(a.name)) AS name, ST_AsGeoJSON(ST_SimplifyPreserveTopology(a.geom, $2), 0)::json AS outline
       FROM geo_stat_areas a WHERE a.level = 'gemeente' AND lower(btrim(a.name)) = ANY($1::text[])
      ORDER BY lower(btrim(a.name)), a.year DESC NULLS LAST, a.id DESC`,
    [[...by.keys()], OUTLINE_TOLERANCE_M],
  );
  for (const o of outlines) by.get(o.name)!.outline = o.outline;
  return [...by.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}
