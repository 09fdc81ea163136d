/** The uses the ILS use check tells apart (spec 3 unit function types grouped as the omgevingsplan names them). */
export type IlsUse = 'residential' | 'office' | 'commercial' | 'industrial';

/** What the six checks read of one generated building (metres, square metres, storeys above ground). */
export interface IlsBuildingFigures {
  name: string;
  /** the highest point: the top of the highest storey or roof structure */
  heightMeters: number;
  /** the eaves (gutter) height: the top of the highest full storey below the roof; null without storeys */
  eavesHeightMeters: number | null;
  /** projected (seen from above) area of every copy of the building */
  footprintSquareMeters: number;
  grossFloorAreaSquareMeters: number;
  /** storeys (bouwlagen) at or above the ground floor */
  storeys: number;
  /** storeys that hold units of a use */
  storeysByUse: Partial<Record<IlsUse, number>>;
  /** the function types of the building's units as the generator names them (apartment, office, ...) */
  unitFunctions: string[];
}

/** A home-based business in a dwelling (beroep aan huis), when the concept models one. */
export interface IlsHomeBusiness {
  businessAreaSquareMeters: number;
  dwellingAreaSquareMeters: number;
}

/** The concept as the six checks see it. */
export interface IlsConcept {
  buildings: readonly IlsBuildingFigures[];
  plotAreaSquareMeters: number | null;
  /** null: the concept models no home business */
  homeBusiness: IlsHomeBusiness | null;
}

/** A location constraint as far as the checks read it: generic by type, value, text and citation. */
export interface IlsConstraint {
  name: string | null;
  description?: string | null;
  type: string | null;
  operator: string | null;
  value: number | null;
  reference: string | null;
  url: string | null;
  source: string | null;
  zone?: string | null;
  subzone?: string | null;
}

/** A function the plan assigns to the location (gebiedsaanwijzing functie, IMRO enkelbestemming), with where it is written. */
export interface IlsDesignation {
  name: string;
  reference: string | null;
  url: string | null;
  source: string | null;
}

/** The article a result rests on. */
export interface IlsCitation {
  name: string | null;
  reference: string | null;
  url: string | null;
  source: string | null;
}

type IlsCheckId = 1 | 2 | 3 | 4 | 5 | 6;
type IlsCheckKey = 'use' | 'height' | 'coverage' | 'storeys_per_use' | 'home_business' | 'storeys';
type IlsStatus = 'pass' | 'fail' | 'not_checkable';
/** Why a check could not be made. */
type IlsReason =
  | 'no_limit'
  | 'no_buildings'
  | 'no_designation'
  | 'unknown_designation'
  | 'unknown_function'
  | 'no_home_business'
  | 'no_plot_area';
type IlsUnit = 'm' | 'percent' | 'storeys';

/** One of the six checks: its result, the figure against the limit, and the article it rests on. */
export interface IlsCheck {
  id: IlsCheckId;
  key: IlsCheckKey;
  status: IlsStatus;
  reason: IlsReason | null;
  /** what was measured when it is not the check's main figure: 'gutter_height', or the use of check 4 */
  subject: string | null;
  actual: number | string | null;
  limit: number | string | null;
  unit: IlsUnit | null;
  citation: IlsCitation | null;
}

/** What every check reads. */
export interface IlsInput {
  concept: IlsConcept;
  constraints: readonly IlsConstraint[];
  designations: readonly IlsDesignation[];
}
