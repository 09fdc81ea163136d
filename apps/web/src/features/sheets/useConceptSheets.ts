import { sheetFinanceInput, sheetGeneratorInputs, sheetUnitInputs } from '@plotwise/contracts/api/sheetsInput';
import type { FinanceParametersInput } from '@plotwise/core/finance/index';
import type { GeneratorInput, GeneratorResult } from '@plotwise/core/generator/index';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useEntityList } from '../../api/queries';
import { generatorClient } from '../generator/generatorClient';
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
  plotAreaSquareMeters: number;
  units: readonly UnitRow[] | undefined;
  costs: readonly CostRow[] | undefined;
  parameters: FinanceParametersInput | undefined;
}

/**
 * The sheets of one concept, computed in the browser: its buildings are generated once in the generator's Web
 * Worker (prices play no part in the layout, so they are left out of the generation and an edited price does
 * not regenerate), then every stored change reruns the core finance engine on the main thread (well under a
 * frame for 500 units, see bench:sheets).
 */
export function useConceptSheets(conceptId: number | undefined, stored: Stored, options: SheetsOptions): ConceptSheets {
  const buildings = useEntityList('buildings', { where: { conceptId: conceptId ?? 0 }, limit: 500, depth: 1, order: 'id' }, conceptId !== undefined);
  const layoutUnits = useMemo(
    () => (stored.units ? sheetUnitInputs(stored.units.map((u) => ({ ...u, price: 0, income_mode: 'sell_unit' }))) : undefined),
    [stored.units],
  );
  const inputs = useMemo(
    () => (buildings.data && layoutUnits ? sheetGeneratorInputs(buildings.data.items, layoutUnits) : undefined),
    [buildings.data, layoutUnits],
  );
  const generation = useQuery({
    queryKey: ['sheets', 'generated', conceptId, JSON.stringify(inputs ?? null)],
    queryFn: async () => {
      const client = generatorClient();
      return Promise.all(inputs!.map(async (input) => ({ input, result: (await client.generate(input)).result })));
    },
    enabled: inputs !== undefined,
    staleTime: Infinity,
  });
  const { units, costs, parameters, plotAreaSquareMeters } = stored;
  const { landPriceEuros, stepsPercent } = options;
  return useMemo((): ConceptSheets => {
    if (buildings.error) return { status: 'error', error: String(buildings.error.message) };
    if (generation.error) return { status: 'error', error: String(generation.error.message) };
    if (!generation.data || !units || !costs || parameters === undefined) return { status: 'loading' };
    const generated = generation.data;
    const { value: view, ms } = timed(() => computeSheets(sheetFinanceInput({ plotAreaSquareMeters, units, costs, generated, parameters }), { landPriceEuros, stepsPercent }));
    return { status: 'ready', view, generated, computeMs: ms };
  }, [buildings.error, generation.error, generation.data, units, costs, parameters, plotAreaSquareMeters, landPriceEuros, stepsPercent]);
}
