import type { AreaContextFigureKey, PublicArea, PublicAreaContext, PublicSection } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/**
 * The CBS kerncijfers of a population core or municipality (population_core_context, municipality_context): the
 * imported CBS area of that name (geo_stat_areas, cbs-areas importer) joined with its figures (geo_stat_figures,
 * cbs-figures importer) by CBS code. The area's year is the period of the figures. Only the figures of
 * contracts areaContextFigureKeys leave the server.
 */

/** Whether the page has a context section. */
export const needsContext = (sections: readonly PublicSection[]) =>
  sections.some((s) => s.type === 'population_core_context' || s.type === 'municipality_context');

// CBS column names without their number suffix (AantalInwoners_5 -> AantalInwoners), as kerncijfers tables name them
const CBS_COLUMNS: Record<string, AreaContextFigureKey> = {
  AantalInwoners: 'population',
  Mannen: 'men',
  Vrouwen: 'women',
  k_0Tot15Jaar: 'age0to15',
  k_15Tot25Jaar: 'age15to25',
  k_25Tot45Jaar: 'age25to45',
  k_45Tot65Jaar: 'age45to65',
  k_65JaarOfOuder: 'age65plus',
  HuishoudensTotaal: 'households',
  Eenpersoonshuishoudens: 'singlePersonHouseholds',
  HuishoudensMetKinderen: 'householdsWithChildren',
  GemiddeldeHuishoudensgrootte: 'averageHouseholdSize',
  Bevolkingsdichtheid: 'populationDensity',
  Woningvoorraad: 'dwellings',
  GemiddeldeWOZWaardeVanWoningen: 'averageWozValue',
  GemiddeldInkomenPerInwoner: 'averageIncomePerResident',
  BedrijfsvestigingenTotaal: 'companies',
  PersonenautoSPerHuishouden: 'carsPerHousehold',
  AfstandTotHuisartsenpraktijk: 'distanceToGp',
  AfstandTotGroteSupermarkt: 'distanceToSupermarket',
  AfstandTotKinderdagverblijf: 'distanceToDaycare',
  AfstandTotSchool: 'distanceToSchool',
  ScholenBinnen3Km: 'schoolsWithin3km',
  MateVanStedelijkheid: 'urbanity',
};
const ORDER = Object.values(CBS_COLUMNS);

// which CBS levels may carry the area's name, best first: a municipality is a gemeente; a population core (a town)
// is its own CBS level when imported, else a wijk or buurt of that name, else a gemeente of that name
const LEVELS: Record<PublicArea['kind'], string[]> = {
  municipality: ['gemeente'],
  population_core: ['kern', 'bevolkingskern', 'woonplaats', 'other', 'wijk', 'buurt', 'gemeente'],
  business_park: [],
};

const numberOf = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^-?\d+([.,]\d+)?$/.test(v.trim())) return Number(v.trim().replace(',', '.'));
  return null;
};

/** The figures of a kerncijfers row this section shows, in a fixed order. Pure. */
function contextFigures(figures: Record<string, unknown>): PublicAreaContext['figures'] {
  const out = new Map<AreaContextFigureKey, number>();
  for (const [column, raw] of Object.entries(figures)) {
    const key = CBS_COLUMNS[column.replace(/_\d+$/, '')];
    const value = numberOf(raw);
    if (key && value !== null && !out.has(key)) out.set(key, value);
  }
  return ORDER.filter((k) => out.has(k)).map((key) => ({ key, value: out.get(key)! }));
}

/** The CBS area of this name at the best level for the kind, with its figures; null when none is imported. */
export async function contextOf(db: Db, kind: PublicArea['kind'], name: string): Promise<PublicAreaContext | null> {
  const levels = LEVELS[kind];
  if (!levels.length || !name.trim()) return null;
  const [row] = await db.query<{ level: string; code: string; name: string | null; year: number | null; figures: Record<string, unknown> }>(
    `SELECT a.level, a.code, a.name, a.year, f.figures FROM geo_stat_areas a
       JOIN LATERAL (SELECT figures FROM geo_stat_figures f WHERE f.code = a.code ORDER BY f.id DESC LIMIT 1) f ON true
      WHERE lower(btrim(a.name)) = lower(btrim($1)) AND a.level = ANY($2::text[])
      ORDER BY array_position($2::text[], a.level), a.year DESC NULLS LAST, a.id DESC LIMIT 1`,
    [name, levels],
  );
  if (!row) return null;
  return { level: row.level, code: row.code, name: row.name, year: row.year, figures: contextFigures(row.figures ?? {}) };
}
