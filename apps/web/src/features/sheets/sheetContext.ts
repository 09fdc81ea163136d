import type { FinanceParametersInput } from '@plotwise/core/finance/index';
import { createContext, useContext } from 'react';
import type { SheetPath } from './sheetLinks';
import type { ConceptSheets } from './useConceptSheets';
import type { ConceptRow, ConstraintRow, CostRow, LocationRow, UnitRow } from './useSheetsData';

/** What every sheet of the frame gets: the stored records, the chosen concept and its computed sheets. */
export interface SheetContextValue {
  locationId: number;
  location: LocationRow;
  units: UnitRow[];
  costs: CostRow[];
  /** the location's constraints in force (core constraintsInForce) */
  constraints: ConstraintRow[];
  concepts: ConceptRow[];
  conceptId: number | undefined;
  parameters: FinanceParametersInput;
  result: ConceptSheets;
  landPriceEuros: number | null | undefined;
  stepsPercent: number[];
  /** changes one view setting of the URL (?land, ?steps) */
  setSearch: (key: string, value: string | null) => void;
  link: (path: SheetPath) => string;
}

export const SheetContext = createContext<SheetContextValue | null>(null);

/** The frame's context; only used inside a sheet of the frame. */
export function useSheet(): SheetContextValue {
  const ctx = useContext(SheetContext);
  if (!ctx) throw new Error('useSheet outside SheetsFrame');
  return ctx;
}

