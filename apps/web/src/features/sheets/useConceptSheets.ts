import { sheetFinanceInput } from '@plotwise/contracts/api/sheetsInput';
import type { FinanceParametersInput } from '@plotwise/core/finance/index';
import type { GeneratorInput, GeneratorResult } from '@plotwise/core/generator/index';
import { useMemo } from 'react';
import { useConceptGeneration } from '../concepts/shared/useConceptGeneration';
import { computeSheets, timed, type SheetsOptions, type SheetsView } from './computeSheets';
import type { CostRow, UnitRow } from './useSheetsData';

export interface ConceptSheets {
  status: 'loading' | 'error' | 'ready';
  error?: string;
  view?: SheetsView;
  generated?: { input: GeneratorInput; result: GeneratorResult }[];
  /** how long the last recomputation of all sheets took in the browser */
  computeMs?: number;
}

interface Stored {
  units: readonly UnitRow[] | undefined;
  costs: readonly CostRow[] | undefined;
  parameters: FinanceParametersInput | undefined;
}

/**
 * The sheets of one concept, computed in the browser from the very results the concept screens show: its buildings
 * generated on the location's site with the company's parameters (useConceptGeneration: the stored result where it
 * is current, else the generator's Web Worker), the plot area of that site, then every stored change reruns the core
 * finance engine on the main thread (well under a frame for 500 units, see bench:sheets). The server's sheets, the
 * Excel file and the public page take the same path (contracts conceptGeneration, docs/finance.md).
 */
export function useConceptSheets(locationId: number, conceptId: number | undefined, stored: Stored, options: SheetsOptions): ConceptSheets {
  const generation = useConceptGeneration(conceptId === undefined ? undefined : locationId, conceptId);
  const { units, costs, parameters } = stored;
  const { landPriceEuros, stepsPercent } = options;
  return useMemo((): ConceptSheets => {
    if (generation.status === 'error') return { status: 'error', error: generation.error };
    if (generation.status !== 'ready' || !generation.site || !units || !costs || parameters === undefined) return { status: 'loading' };
    const generated = generation.buildings;
    const plotAreaSquareMeters = generation.site.plotAreaSquareMeters;
    const { value: view, ms } = timed(() => computeSheets(sheetFinanceInput({ plotAreaSquareMeters, units, costs, generated, parameters }), { landPriceEuros, stepsPercent }));
    return { status: 'ready', view, generated, computeMs: ms };
  }, [generation.status, generation.error, generation.site, generation.buildings, units, costs, parameters, landPriceEuros, stepsPercent]);
}
