export { costKinds, countsBuildingType } from './costKinds';
export type { CostKind } from './costKinds';
export { costGroups } from './costGroups';
export type { CostBuildingType } from './costBuildingTypes';
export { parkingPlaceKinds } from './parkingPlaceKinds';
export type { ParkingPlaceKind } from './parkingPlaceKinds';
export type { CostGroup } from './costGroups';
export { priceBases } from '../generator/priceBases';
export type { PriceBasis } from '../generator/priceBases';
export type { FinanceError } from './financeErrors';
export {
  financeParameterNumberKeys,
  financeParameterCodeKeys,
  resolveFinanceParameters,
} from './financeParameters';
export type { FinanceParametersInput } from './financeParameters';
export type { FinanceInput, FinanceUnitTypeInput, FinanceCostLineInput, FinanceSensitivityInput } from './financeInput';
export type { Explanation, MoneyFigure, QuantityFigure } from './figure';
export type { IncomeRow } from './computeIncome';
export type { CostRow } from './computeCostsSheet';
export type { AreasOverview, BuildingAreaRow, FunctionAreaRow } from './computeAreas';
export type { SensitivityFactor, SensitivitySheet } from './computeSensitivity';
export { evaluateFinance } from './evaluateFinance';
export type { FinanceSheets } from './evaluateFinance';
export { galleryFlatExample } from './galleryFlatExample';
export { financeInputFromConcept } from './financeInputFromConcept';
export { UNTYPED_UNIT_TYPE_ID } from './financeWarnings';
export type { FinanceWarning } from './financeWarnings';
export * from './workbook/index';
