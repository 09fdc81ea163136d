// The finance engine owns these enumerations (the price bases are a unit's income mode, defined beside the generator's
// unit input); the contracts pass them on to the web and the server.
export { costKinds } from '@plotwise/core/finance/costKinds';
export { costGroups } from '@plotwise/core/finance/costGroups';
export { priceBases } from '@plotwise/core/generator/priceBases';
export { costBuildingTypes } from '@plotwise/core/finance/costBuildingTypes';
export { parkingPlaceKinds } from '@plotwise/core/finance/parkingPlaceKinds';
export { financeWarningCodes } from '@plotwise/core/finance/financeWarnings';
