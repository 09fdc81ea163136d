import { round3 } from '../ils/limits';
import type { IlsConcept } from '../ils/types';

/** The measured quantities of a concept that both the rules panel and the ILS checks compare with a limit. */
export interface ConceptMeasures {
  /** the highest point of any building, roof structures (a lift's machine room) included; null without buildings */
  heightMeters: number | null;
  /** the highest eaves (the top of the highest full storey below the roof); null without storeys */
  eavesHeightMeters: number | null;
  /** the most storeys (bouwlagen) at or above the ground floor of any building */
  storeys: number | null;
  /** the projected area of all buildings over the plot area, a fraction; null without buildings or plot area */
  coverageRatio: number | null;
}

const highest = (values: readonly number[]): number | null => (values.length ? round3(Math.max(...values)) : null);

/**
 * The one computation of a concept's height, eaves, storeys and coverage from its buildings' figures (ils/figures.ts),
 * rounded to a thousandth, so that a rules-panel line and an ILS check on one quantity read the same number.
 */
export function conceptMeasures(concept: IlsConcept): ConceptMeasures {
  const b = concept.buildings;
  const plot = concept.plotAreaSquareMeters;
  const built = b.reduce((s, x) => s + x.footprintSquareMeters, 0);
  return {
    heightMeters: highest(b.map((x) => x.heightMeters)),
    eavesHeightMeters: highest(b.map((x) => x.eavesHeightMeters).filter((e): e is number => e !== null)),
    storeys: b.length ? Math.max(...b.map((x) => x.storeys)) : null,
    coverageRatio: b.length && plot && plot > 0 ? built / plot : null,
  };
}
