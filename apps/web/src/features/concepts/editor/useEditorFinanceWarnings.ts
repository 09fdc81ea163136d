import { conceptFinanceInput } from '@plotwise/contracts/conceptGeneration/conceptResults';
import { evaluateFinance, type FinanceWarning } from '@plotwise/core/finance/index';
import { useMemo } from 'react';
import { useEntityList } from '../../../api/queries';
import type { ConceptGeneration } from '../shared/useConceptGeneration';

const NONE: readonly FinanceWarning[] = [];

/**
 * What the concept's figures lack (no construction costs, no unit type, no price), for the concept editor: the one
 * computation of the sheets (contracts conceptFinanceInput, core evaluateFinance) over the editor's own live
 * generation, so an unsaved building of a type no cost line prices is named at once. A few milliseconds an edit.
 */
export function useEditorFinanceWarnings(locationId: number, gen: ConceptGeneration): readonly FinanceWarning[] {
  const costs = useEntityList('costs', { where: { locationId }, limit: 500 });
  const rows = costs.data?.items;
  return useMemo(() => {
    if (gen.status !== 'ready' || !gen.location || !gen.site || !rows || !gen.buildings.length) return NONE;
    const records = { location: gen.location, units: gen.location.units ?? [], costs: rows };
    const out = evaluateFinance(conceptFinanceInput(records, gen.site, gen.buildings));
    // an input the engine refuses is the sheets' to explain, with the field it is about
    return out.ok ? out.value.warnings : NONE;
  }, [gen.status, gen.location, gen.site, gen.buildings, rows]);
}
