import type { ApiRecord } from '@plotwise/contracts';
import { storedBuildingInput } from '@plotwise/contracts/api/sheetsInput';
import type { GenerationParameters, GeneratorInput, UnitInput } from '@plotwise/core/generator/index';
import type { ConceptSite } from './conceptSite';

type ParameterRow = ApiRecord<'generation_parameters'>;

/** The company's stored generation parameters as the generator's layer (text values; empty ones left out). */
export function companyGenerationParameters(
  row: ParameterRow | null | undefined,
): Partial<GenerationParameters> {
  if (!row) return {};
  const { id: _id, companyId: _c, companyCfgId: _cfg, ...values } = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  ) as Partial<GenerationParameters>;
}

/**
 * The concept's buildings as generator inputs on the concept's own site: its buildable area clips and checks
 * every building, its plot area gives GSI and FSI, and the company's generation parameters apply to all.
 */
export function conceptGeneratorInputs(
  buildingRows: readonly ApiRecord<'buildings'>[],
  units: readonly UnitInput[],
  site: ConceptSite,
  parameters: Partial<GenerationParameters>,
): GeneratorInput[] {
  return buildingRows.map((row) => ({
    building: storedBuildingInput(row),
    units,
    generation_parameters: parameters,
    site: {
      buildable_area: site.buildableArea,
      plot_area: site.plotAreaSquareMeters,
      ...(site.maxHeightMeters !== null ? { max_height: site.maxHeightMeters } : {}),
    },
  }));
}
