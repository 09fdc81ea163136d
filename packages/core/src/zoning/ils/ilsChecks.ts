import type { BuildingModel } from '../../generator/buildingModel';
import { coverageCheck } from './coverageCheck';
import { ilsBuildingFigures } from './figures';
import { heightCheck } from './heightCheck';
import { homeBusinessCheck } from './homeBusinessCheck';
import { storeysCheck } from './storeysCheck';
import { storeysPerUseCheck } from './storeysPerUseCheck';
import type { IlsCheck, IlsConcept, IlsHomeBusiness, IlsInput } from './types';
import { designationCheck } from './designationCheck';

/** The six omgevingsplan checks of the ILS Omgevingsvergunning, in its order (one file per check). */
const ILS_CHECKS: readonly ((input: IlsInput) => IlsCheck)[] = [
  designationCheck,
  heightCheck,
  coverageCheck,
  storeysPerUseCheck,
  homeBusinessCheck,
  storeysCheck,
];

/** Runs the six ILS checks (1 use, 2 height, 3 coverage, 4 storeys per use, 5 home business, 6 storeys) on a concept. */
export function ilsChecks(input: IlsInput): IlsCheck[] {
  return ILS_CHECKS.map((check) => check(input));
}

/** The concept as the checks see it, from its generated building models and the plot area. */
export function ilsConcept(
  buildings: readonly { name: string; model: BuildingModel }[],
  plotAreaSquareMeters: number | null,
  homeBusiness: IlsHomeBusiness | null = null,
): IlsConcept {
  return { buildings: buildings.map((b) => ilsBuildingFigures(b.model, b.name)), plotAreaSquareMeters, homeBusiness };
}
