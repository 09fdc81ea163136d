import type { FinanceInput, FinanceParametersInput } from '@plotwise/core/finance/index';
import { conceptFormFactors, type FormFactors, type GeneratorInput, type GeneratorResult } from '@plotwise/core/generator/index';
import { sheetFinanceInput } from '../api/sheetsInput';
import type { ApiRecord } from '../types';
import { companyGenerationParameters, conceptGeneratorInputs, storedUnitInputs } from './conceptInputs';
import { conceptSite, type ConceptSite } from './conceptSite';
import { generatorInputKey } from './inputKey';
import { usableStoredResult } from './storedResult';

// The one path from a concept's stored records to its generated buildings and its finance input. The concept
// screens, the sheets (web and server), the Excel file, the variants' base and the public page all go this way, so a
// concept has one GFA, one unit count and one RGW wherever it is shown (issue #39, docs/finance.md).

/** The stored records one concept's figures come from: the location with its plots, constraints and cfg. */
export interface ConceptRecords {
  location: ApiRecord<'locations'>;
  buildings: readonly ApiRecord<'buildings'>[];
  units: readonly ApiRecord<'units'>[];
  costs: readonly ApiRecord<'costs'>[];
  /** the company's generation parameters (companycfgs.parameters); none: the generator's defaults */
  generationParameters: ApiRecord<'generation_parameters'> | null | undefined;
}

/** A building as it will be generated: its row, its generator input on the concept's site and that input's key. */
export interface PlannedConceptBuilding {
  row: ApiRecord<'buildings'>;
  input: GeneratorInput;
  key: string;
}

/** The concept's site and each building's generator input on it, with the company's parameters. */
export function planConcept(records: Pick<ConceptRecords, 'location' | 'buildings' | 'units' | 'generationParameters'>): {
  site: ConceptSite;
  planned: PlannedConceptBuilding[];
} {
  const site = conceptSite(records.location);
  const parameters = companyGenerationParameters(records.generationParameters);
  const inputs = conceptGeneratorInputs(records.buildings, storedUnitInputs(records.units), site, parameters);
  return { site, planned: records.buildings.map((row, i) => ({ row, input: inputs[i]!, key: generatorInputKey(inputs[i]!) })) };
}

/** A building of the concept with its result and where that came from. */
export interface ConceptBuildingResult extends PlannedConceptBuilding {
  result: GeneratorResult;
  source: 'stored' | 'generated';
}

/**
 * Each planned building's result: the stored one while it is current (not dirty, this format, this generator
 * version, this very input), else what `generate` makes of the input (the caller's generator: in process on the
 * server, the Web Worker in a browser, behind a cache either way).
 */
export function conceptResults(
  planned: readonly PlannedConceptBuilding[],
  generate: (input: GeneratorInput, key: string) => GeneratorResult,
): ConceptBuildingResult[] {
  return planned.map((p) => {
    const stored = usableStoredResult(p.row, p.input, p.key);
    return stored ? { ...p, result: stored, source: 'stored' } : { ...p, result: generate(p.input, p.key), source: 'generated' };
  });
}

/** The finance engine's input of a concept's results: the site's plot area, the location's units, costs and parameters. */
export function conceptFinanceInput(
  records: Pick<ConceptRecords, 'location' | 'units' | 'costs'>,
  site: ConceptSite,
  generated: readonly { input: GeneratorInput; result: GeneratorResult }[],
): FinanceInput {
  return sheetFinanceInput({
    plotAreaSquareMeters: site.plotAreaSquareMeters,
    units: records.units,
    costs: records.costs,
    generated,
    parameters: (records.location.cfg?.finance_parameters ?? {}) as FinanceParametersInput,
  });
}

/** The concept's form factors (GFA, units, heights, GSI, FSI ...) over its buildings' results on its site; null without buildings. */
export function conceptFormFactorsOf(
  site: ConceptSite,
  buildings: readonly { input: GeneratorInput; result: GeneratorResult }[],
): FormFactors | null {
  if (!buildings.length) return null;
  const siteInput = buildings[0]!.input.site;
  return conceptFormFactors(
    buildings.map((b) => b.result),
    siteInput ?? { buildable_area: site.buildableArea, plot_area: site.plotAreaSquareMeters },
  );
}
