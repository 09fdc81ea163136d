import {
  lookupFilter,
  plotFeatureByKey,
  publicationStatuses,
  publicParcelFigureKeys,
  type PublicPublicationLink,
  type PublicLocationDetails,
  type PublicParcelFigure,
  type PublicSection,
  type Provenance,
} from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { datasetProvenance, figureDataset } from './datasetProvenance';

/**
 * What the location sections beyond the summary show: the custom fields the company marked public, the figures of
 * the location's parcels (current use, surroundings, business; `plot_features`, national data) and, on a search
 * query's location page, how the location did under the query's filters. Read only when the page has such a
 * section (like conceptDetails.ts), always with the publication's company.
 *
 * The custom-field rule: a field shows only when the company set `publish` on it (an explicit opt-in, spec 3
 * customfields.publish), its visibility is not `none` (hidden even from the company's own users) and it is not a
 * geometry. Everything else about custom fields stays in: their ids, types and the company's other values.
 */

type DetailSection = keyof typeof publicParcelFigureKeys | 'location_customfields' | 'location_filter_summary';
const detailSections: readonly DetailSection[] = [
  'location_customfields',
  'location_current_situation',
  'location_context',
  'location_business',
  'location_filter_summary',
];

/** customfields.type of a geometry (spec 3): a drawn shape, not a value a page can show. */
const GEOMETRY_FIELD = 5;

/** Which figures add up over the location's parcels; the others take the lowest or highest or the largest parcel's. */
const summed = new Set(['building_count', 'gsa', 'gfa', 'building_volume', 'resobject_count', 'company_employee_count', 'company_employee_delta_2018']);
const lowest = new Set(['building_year_min']);
const highest = new Set(['building_date_built', 'building_height', 'monument', 'in_business_park', 'noise', 'businesspark_environmental_category']);

type FeatureRow = Record<string, number | string | null>;

/** One figure over the parcels (rows ordered largest parcel first); null when no parcel knows it. */
export function combineFigure(key: string, rows: readonly FeatureRow[]): number | string | null {
  const values = rows.map((r) => r[key]).filter((v): v is number | string => v !== null && v !== undefined);
  if (!values.length) return null;
  const nums = values.filter((v): v is number => typeof v === 'number');
  if (nums.length === values.length) {
    if (summed.has(key)) return nums.reduce((s, v) => s + v, 0);
    if (lowest.has(key) || key.startsWith('distance_')) return Math.min(...nums);
    if (highest.has(key)) return Math.max(...nums);
  } else if (plotFeatureByKey.get(key)?.type === 'category') return [...new Set(values.map(String))].join(', ');
  return values[0]!;
}

const labelOf = (key: string) => lookupFilter(key)?.label ?? { nl: key, en: key };
const unitOf = (key: string) => plotFeatureByKey.get(key)?.unit ?? null;

type FigureKey = (typeof publicParcelFigureKeys)[keyof typeof publicParcelFigureKeys][number];

function figures(keys: readonly FigureKey[], rows: readonly FeatureRow[], sources: ReadonlyMap<string, Provenance>): PublicParcelFigure[] {
  return keys.flatMap((key) => {
    const value = combineFigure(key, rows);
    return value === null ? [] : [{ key, label: labelOf(key), unit: unitOf(key), value, source: sources.get(figureDataset(key)) ?? null }];
  });
}

/** A feature column's name in SQL, only for a key of the feature list (stored filter keys are never trusted). */
const column = (key: string) => (plotFeatureByKey.has(key) && /^[a-z0-9_]+$/.test(key) ? `f."${key}"` : null);

/** The features of the location's parcels (linked by cadastral identificatie), largest parcel first. */
async function parcelFeatures(db: Db, companyId: number, locationId: number, keys: readonly string[]): Promise<FeatureRow[]> {
  const cols = [...new Set(keys)].flatMap((k) => {
    const c = column(k);
    return c ? [`${c} AS "${k}"`] : [];
  });
  if (!cols.length) return [];
  const rows = await db.query<FeatureRow>(
    `SELECT ${cols.join(', ')} FROM plot_features f
      WHERE f.identificatie IN (SELECT p.properties->>'identificatie' FROM plots p WHERE p.location_id = $1 AND p.company_id = $2)
      ORDER BY f.size DESC NULLS LAST, f.plot_id LIMIT 50`,
    [locationId, companyId],
  );
  // PostgreSQL answers real columns as numbers; keep them so whatever the driver
  return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && plotFeatureByKey.get(k)?.type !== 'category' ? Number(v) : v])));
}

/** customfields.type codes (spec 3) whose values the page writes in a form of its own. */
const NUMBER_FIELD = 2;
const CHECKBOX_FIELD = 4;

/** The values of the location's public custom fields (see the rule in the file comment), in the fields' order. */
async function publicCustomFields(db: Db, companyId: number, locationId: number): Promise<PublicLocationDetails['customFields']> {
  const rows = await db.query<{ name: string | null; type: number | null; value: string | null }>(
    `SELECT f.name, f.type, string_agg(COALESCE(cv.name, NULLIF(btrim(v.value), '')), ', ' ORDER BY v."order" NULLS LAST, v.id) AS value
       FROM locationscustomvalues v
       JOIN customfields f ON f.id = v.customfield_id AND f.company_id = v.company_id
       LEFT JOIN customvalues cv ON cv.id = v.customvalue_id AND cv.company_id = v.company_id
      WHERE v.location_id = $1 AND v.company_id = $2
        AND f.publish IS TRUE AND f.visibility IS DISTINCT FROM 'none' AND f.type IS DISTINCT FROM $3
      GROUP BY f.id, f.name, f.type, f."order" ORDER BY f."order" NULLS LAST, f.id LIMIT 200`,
    [locationId, companyId, GEOMETRY_FIELD],
  );
  return rows.flatMap((r) => {
    if (!r.name || !r.value) return [];
    // a number or checkbox field keeps one value as stored ("1234.5", "true"); anything else is shown as text
    const kind =
      r.type === NUMBER_FIELD && Number.isFinite(Number(r.value))
        ? 'number'
        : r.type === CHECKBOX_FIELD && (r.value === 'true' || r.value === 'false')
          ? 'checkbox'
          : 'text';
    return [{ name: r.name, kind, value: r.value }];
  });
}

type StoredFilter = { key: unknown; enabled: unknown; param1: unknown; param2: unknown };

const numeric = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === null || v === undefined || v === '' ? [] : [String(v)]);

/**
 * Whether a value passes a stored filter: a range or distance between param1 and param2 (either may be open), a
 * category among param1's values, yes/no equal to param1. Null when it cannot be told (no value, a region).
 */
export function filterMatched(kind: string, f: StoredFilter, value: number | string | null): boolean | null {
  if (value === null) return null;
  if (kind === 'range' || kind === 'distance') {
    if (typeof value !== 'number') return null;
    const min = numeric(f.param1);
    const max = numeric(f.param2);
    return (min === null || value >= min) && (max === null || value <= max);
  }
  if (kind === 'category') {
    const admitted = list(f.param1);
    return admitted.length ? String(value).split(', ').some((v) => admitted.includes(v)) : null;
  }
  if (kind === 'boolean') {
    const want = numeric(f.param1);
    return want === null ? null : (want === 1) === (value === 1);
  }
  return null;
}

/**
 * The summary of a search query's location: the query's name, the location's score under it and its enabled
 * top-level filters with the location's value. Filters over the company's own data (`plotSet`, owner information)
 * are left out, and no filter's parameters leave the server: only its label, the value and whether it passed.
 */
async function filterSummary(db: Db, companyId: number, locationId: number, searchQueryId: number): Promise<PublicLocationDetails['filterSummary']> {
  const [sq] = await db.query<{ name: string | null; score: number | null }>(
    `SELECT q.name, l.score FROM searchqueries q JOIN locations l ON l.id = $2 AND l.company_id = q.company_id
      WHERE q.id = $1 AND q.company_id = $3`,
    [searchQueryId, locationId, companyId],
  );
  if (!sq) return null;
  // the query's own top-level filters (a filter's children refine it; the parent stands for them here)
  const stored = await db.query<StoredFilter>(
    `SELECT ff.key, ff.enabled, ff.param1, ff.param2 FROM feature_filters ff
       JOIN searchquery_cfgs c ON c.id = ff.search_query_cfg_id AND c.company_id = ff.company_id
      WHERE c.search_query_id = $1 AND ff.company_id = $2 AND ff.parent_filter_id IS NULL
      ORDER BY ff."order", ff.id LIMIT 100`,
    [searchQueryId, companyId],
  );
  const active = stored.flatMap((f) => {
    const def = typeof f.key === 'string' ? lookupFilter(f.key) : undefined;
    return def && f.enabled !== false && !def.plotSet ? [{ f, def }] : [];
  });
  const features = await parcelFeatures(db, companyId, locationId, active.flatMap(({ def }) => (def.feature ? [def.feature] : [])));
  return {
    query: sq.name ?? '',
    score: sq.score === null ? null : Number(sq.score),
    filters: active.map(({ f, def }) => {
      const value = def.feature ? combineFigure(def.feature, features) : null;
      return { label: def.label, unit: def.unit, value, matched: filterMatched(def.kind, f, value) };
    }),
  };
}

/** The location details the page's sections ask for, or undefined when none asks (the payload then has none). */
export async function locationDetailsOf(
  db: Db,
  companyId: number,
  locationId: number,
  sections: readonly PublicSection[],
  searchQueryId: number | null,
): Promise<PublicLocationDetails | undefined> {
  const types = new Set(sections.map((s) => s.type));
  if (!detailSections.some((t) => types.has(t))) return undefined;
  const figureKeys = (['location_current_situation', 'location_context', 'location_business'] as const).filter((t) => types.has(t));
  const keys = figureKeys.flatMap((t): readonly FigureKey[] => publicParcelFigureKeys[t]);
  const rows = keys.length ? await parcelFeatures(db, companyId, locationId, keys) : [];
  // each figure names the data set it comes from and its import date (issue #19 "provenance")
  const sources = rows.length ? await datasetProvenance(db, keys.map(figureDataset)) : new Map<string, Provenance>();
  const figuresOf = (t: keyof typeof publicParcelFigureKeys) => (types.has(t) ? figures(publicParcelFigureKeys[t], rows, sources) : []);
  return {
    customFields: types.has('location_customfields') ? await publicCustomFields(db, companyId, locationId) : [],
    currentSituation: figuresOf('location_current_situation'),
    context: figuresOf('location_context'),
    business: figuresOf('location_business'),
    filterSummary:
      types.has('location_filter_summary') && searchQueryId !== null ? await filterSummary(db, companyId, locationId, searchQueryId) : null,
  };
}

/** The company's published publications (newest first), for a publications list: name, type and key only. */
export async function publishedPublications(db: Db, companyId: number): Promise<PublicPublicationLink[]> {
  const rows = await db.query<{ name: string | null; type: PublicPublicationLink['type']; key: string }>(
    `SELECT name, type, key FROM publications WHERE company_id = $1 AND status = $2 AND key IS NOT NULL AND type IS NOT NULL
      ORDER BY created_at DESC, id DESC LIMIT 200`,
    [companyId, publicationStatuses.published],
  );
  return rows.map((r) => ({ name: r.name ?? '', type: r.type, key: r.key }));
}
