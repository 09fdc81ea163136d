import type { CostBuildingType, CostGroup, CostKind, ParkingPlaceKind, PriceBasis } from '@plotwise/core/finance/index';

// The Dutch starting template of a new company (issues #39 item 2 and #42 item 1): a development pipeline's statuses
// and phases, unit types with a price, and cost lines, so that a company values a site on day one instead of showing
// value minus margin over a building that costs nothing. Every figure names where it comes from; a figure the
// product chose within a published range says so. docs/finance.md "The starting template" lists the same sources.
// Admins edit all of it (Settings > Unit types, the costs sheet, Settings > Standard fields); locations copy it when
// they are made, so an edit reaches new locations and never changes one that has its own lines.

/** A cost line of the template, in the stored cost line's terms (kind = stored `type`, group = `category`). */
export interface TemplateCostLine {
  readonly name: string;
  readonly type: CostKind;
  readonly category: CostGroup;
  /** euros, euros per m2 GFA, euros per m2 of open gallery, euros per parking place, or a percentage, as the kind says */
  readonly parameter: number;
  readonly source: string;
  /** a construction line of one building type counts only the floor area of the concept's buildings of that type */
  readonly building_type?: CostBuildingType;
  /** a line per parking place counts only the places of this kind */
  readonly parking_kind?: ParkingPlaceKind;
}

/** A unit type of the template with its price (sizes in m2 of net floor area). */
export interface TemplateUnitType {
  readonly name: string;
  readonly size: number;
  readonly size_max: number;
  readonly price: number;
  readonly income_mode: PriceBasis;
  readonly source: string;
}

/** A status or phase of a location (a company custom value without a custom field). */
export interface TemplateStandardValue {
  readonly type: 'status' | 'phase';
  readonly name: string;
  readonly color: string | null;
}

const AEDES = 'Aedes-benchmark 2022: stichtingskosten nieuwbouw 2021 gemiddeld € 2.709/m², woningen > 80 m² € 2.197/m² (incl. grond en bijkomende kosten)';

/** A construction line per m2 GFA of one building type (building group, bouwsom excl. VAT). */
const construction = (name: string, building_type: CostBuildingType, parameter: number, source: string): TemplateCostLine => ({
  name,
  type: 'per_m2_floor',
  category: 'building',
  parameter,
  source,
  building_type,
});

/**
 * A construction line per parking place of one kind (issue #43 item 1). A house's garage is part of the house's floor
 * area, which its per-m2 line prices, so the template has no line for house garages.
 */
const perPlace = (name: string, parking_kind: ParkingPlaceKind, parameter: number, source: string): TemplateCostLine => ({
  name,
  type: 'per_parking_place',
  category: 'building',
  parameter,
  source,
  parking_kind,
});

// Per building type, because a tower, a row of houses and a car park cost very differently per m2 GFA: one figure
// for all made a concept's costs depend on its GFA only. The figures are the product's indicative choices for 2025
// within the ranges the named publications give per typology (bouwsom excl. VAT per m2 bvo, NEN 2634); the sheet
// shows each source so nobody takes them for the company's own estimate.
const BKK = 'typologieën van kostenkengetallen per m² bvo (NEN 2634, excl. btw), bv. IGG BouwkostenKompas en Bremen Bouwadviseurs';

/**
 * The open galleries of gallery flats per m2 (ADR 0011): outdoor space outside the bvo (NEN 2580), so the lines per m2
 * bvo no longer price them; one line for every building type's galleries (only gallery flats have them).
 */
export const GALLERIES: TemplateCostLine = {
  name: 'Galerijen',
  type: 'per_m2_gallery',
  category: 'building',
  parameter: 1000,
  source: `Plotwise-kengetal 2025 per m² open galerij (bruto, buiten de bvo volgens NEN 2580): prefab betonnen galerijplaat op thermisch onderbroken consoles, afwatering, afwerking en balustrade; ca. € 1.000/m², binnen een indicatieve bandbreedte van € 900-1.200 (bij 2 m diepte ca. € 2.000 per strekkende meter galerij); orde van grootte ${BKK}`,
};

/**
 * The cost lines: construction per m2 GFA per building type, the open galleries per m2, parking per place, additional
 * costs, unforeseen, and the transfer tax on the land.
 */
export const TEMPLATE_COST_LINES: readonly TemplateCostLine[] = [
  construction('Bouwkosten flats (galerij, corridor)', 'flats', 2000, `Indicatief kengetal 2025 per m² bvo; ijkpunt ${AEDES}`),
  GALLERIES,
  construction('Bouwkosten torens (hoogbouw)', 'towers', 2400, `Indicatief kengetal 2025 per m² bvo: flats plus ca. 20 % voor hoogbouw (constructie, liften, gevel); ${BKK}`),
  construction('Bouwkosten grondgebonden woningen', 'houses', 1700, `Indicatief kengetal 2025 per m² bvo; ijkpunt ${AEDES}`),
  perPlace('Parkeerplaatsen in een parkeergebouw', 'garage', 25_000, `Indicatief kengetal 2025: ca. € 25.000 per parkeerplaats in een bovengronds parkeergebouw (ca. 28 m² bvo per plaats, hellingbanen en trappen inbegrepen); orde van grootte CROW-kencijfers parkeren en ${BKK}`),
  perPlace('Parkeerplaatsen op maaiveld', 'surface', 3_500, 'Indicatief kengetal 2025: ca. € 3.500 per parkeerplaats op maaiveld (verharding, fundering, afwatering, markering), midden van de gangbare € 2.500-5.000; orde van grootte CROW-kencijfers parkeren'),
  construction('Bouwkosten kantoren', 'offices', 2100, `Indicatief kengetal 2025 per m² bvo; ${BKK}`),
  construction('Bouwkosten distributiecentra', 'distribution_centres', 750, `Indicatief kengetal 2025 per m² bvo (hal met kantoordeel); ${BKK}`),
  {
    name: 'Bijkomende kosten (honoraria, leges, advies)',
    type: 'percentage_construction',
    category: 'additional',
    parameter: 15,
    source: 'Plotwise-kengetal 2025: 15 % van de bouwkosten, midden van de gangbare 12-18 %; vervang door uw begroting',
  },
  {
    name: 'Onvoorzien',
    type: 'percentage_construction',
    category: 'unforeseen',
    parameter: 5,
    source: 'Plotwise-kengetal 2025: 5 % van de bouwkosten in de haalbaarheidsfase',
  },
  {
    name: 'Overdrachtsbelasting grond',
    type: 'percentage_ground',
    category: 'tax',
    parameter: 10.4,
    source: 'Belastingdienst, overdrachtsbelasting: algemeen tarief 10,4 % (2025) voor grond en niet-woningen',
  },
];

/** The unit types: social and mid-market rent at the legal rent limits, owner-occupied flats and houses. */
export const TEMPLATE_UNIT_TYPES: readonly TemplateUnitType[] = [
  {
    name: 'Sociale huur (2 kamers)',
    size: 45,
    size_max: 60,
    price: 850,
    income_mode: 'rent_unit_month',
    source: 'Huurprijsgrens (liberalisatiegrens) 2025: € 900,07 per maand (Rijksoverheid)',
  },
  {
    name: 'Middenhuur (3 kamers)',
    size: 60,
    size_max: 85,
    price: 1150,
    income_mode: 'rent_unit_month',
    source: 'Wet betaalbare huur: middenhuur tot 186 WWS-punten, € 1.184,82 per maand in 2025 (Rijksoverheid)',
  },
  {
    name: 'Koopappartement',
    size: 70,
    size_max: 110,
    price: 425000,
    income_mode: 'sell_unit',
    source: 'CBS/Kadaster: gemiddelde verkoopprijs bestaande koopwoning 2024 ca. € 451.000; een appartement indicatief lager',
  },
  {
    name: 'Eengezinswoning (koop)',
    size: 110,
    size_max: 140,
    price: 475000,
    income_mode: 'sell_unit',
    source: 'CBS/Kadaster: gemiddelde verkoopprijs bestaande koopwoning 2024 ca. € 451.000; nieuwbouw eengezinswoning indicatief hoger',
  },
];

/** The statuses of an acquisition pipeline and the phases of a development (NEPROM-style process steps). */
export const TEMPLATE_STANDARD_VALUES: readonly TemplateStandardValue[] = [
  { type: 'status', name: 'Verkenning', color: '#1c7ed6' },
  { type: 'status', name: 'Haalbaarheid', color: '#7048e8' },
  { type: 'status', name: 'Onderhandeling', color: '#e8590c' },
  { type: 'status', name: 'Verworven', color: '#2f9e44' },
  { type: 'status', name: 'Afgevallen', color: '#868e96' },
  { type: 'phase', name: 'Initiatief', color: null },
  { type: 'phase', name: 'Haalbaarheid', color: null },
  { type: 'phase', name: 'Definitie en ontwerp', color: null },
  { type: 'phase', name: 'Vergunning', color: null },
  { type: 'phase', name: 'Realisatie', color: null },
];
