export { costKinds, isCostKind } from './costKinds';
export type { CostKind } from './costKinds';
export { costGroups, isCostGroup } from './costGroups';
export type { CostGroup } from './costGroups';
export { priceBases, isPriceBasis, isRentBasis, isPerSquareMeterBasis } from '../generator/priceBases';
export type { PriceBasis } from '../generator/priceBases';
export { yieldKinds, saleVatRegimes, marginBases } from './financeOptions';
export type { YieldKind, SaleVatRegime, MarginBasis } from './financeOptions';
export { financeErrorCodes } from './financeErrors';
export type { FinanceError, FinanceErrorCode, FinanceOutcome } from './financeErrors';
export {
  financeParameterNumberKeys,
  financeParameterCodeKeys,
  resolveFinanceParameters,
} from './financeParameters';
export type { FinanceParameters, FinanceParametersInput } from './financeParameters';
export type {
  FinanceId,
  FinanceInput,
  FinanceUnitTypeInput,
  FinanceParkingInput,
  FinanceHouseInput,
  FinanceFunctionAreaInput,
  FinanceBuildingInput,
  FinanceCostLineInput,
  FinanceSensitivityInput,
} from './financeInput';
export type { Explanation, MoneyFigure, QuantityFigure } from './figure';
export type { IncomeRow, IncomeSheet } from './computeIncome';
export type { CostRow, CostGroupTotal, CostsSheet } from './computeCostsSheet';
export type { CostRowSource } from './costModel';
export type { ResultsSheet } from './computeResults';
export type { ResidualSheet } from './computeResidualSheet';
export type { AreasOverview, AreaRow, BuildingAreaRow, FunctionAreaRow, AreasSheets } from './computeAreas';
export { sensitivityFactors } from './computeSensitivity';
export type { SensitivityFactor, SensitivityRow, SensitivitySheet } from './computeSensitivity';
export { defaultSensitivityStepsPercent } from './normalizeFinanceInput';
export type { ExcludedCostLine } from './normalizeFinanceInput';
export { evaluateFinance } from './evaluateFinance';
export type { FinanceSheets } from './evaluateFinance';
export { galleryFlatExample } from './galleryFlatExample';
export { financeInputFromConcept } from './financeInputFromConcept';
export type { ConceptFinanceSource, ConceptUnitType, ConceptBuilding } from './financeInputFromConcept';
export * from './workbook/index';
