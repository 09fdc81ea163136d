import type { PublicConceptFinance, PublicSection } from '@plotwise/contracts';
import { sheetFinanceInput, sheetGeneratorInputs, sheetUnitInputs } from '@plotwise/contracts/api/sheetsInput';
import { evaluateFinance, type FinanceParametersInput, type GeneratorResult } from '@plotwise/core';
import { systemActor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { readConceptRecords } from '../finance/conceptFinance';
import { cleanStored } from './storedResult';

/** The section types that show a concept's finance figures; adding one to a publication is the company's choice to publish them. */
const financeSections: readonly PublicSection['type'][] = ['concept_business_case', 'concept_valuation'];

/** Whether the page has a section that shows finance figures. */
export const needsFinance = (sections: readonly PublicSection[]) => sections.some((s) => financeSections.includes(s.type));

/**
 * The business case and valuation of one concept for a public page: the same records and mapping as the sheets
 * (`readConceptRecords`, contracts `sheetFinanceInput`), but with each building's **stored** result in place of
 * generating it, so a public page never runs the generator. Null when a building has no clean stored result (the
 * figures would leave it out) or when the finance engine refuses the figures.
 */
export async function publicConceptFinance(db: Db, companyId: number, locationId: number, conceptId: number): Promise<PublicConceptFinance | null> {
  const records = await db.tenant(companyId, (tx) => readConceptRecords(new Repository(tx), systemActor(companyId), locationId, conceptId));
  const { location, unitRows, costRows, buildingRows } = records;
  if (!buildingRows.length) return null;
  const inputs = sheetGeneratorInputs(buildingRows, sheetUnitInputs(unitRows));
  const generated = [];
  for (const [i, row] of buildingRows.entries()) {
    const stored = cleanStored({ dirty: row.dirty ?? null, result: row.result });
    if (!stored) return null;
    // the finance mapping reads the model and the form factors only (core financeInputFromConcept)
    generated.push({ input: inputs[i]!, result: { model: stored.model, form_factors: stored.form_factors, messages: [] } as unknown as GeneratorResult });
  }
  const outcome = evaluateFinance(
    sheetFinanceInput({
      plotAreaSquareMeters: location.plotsize ?? 0,
      units: unitRows,
      costs: costRows,
      generated,
      parameters: (location.cfg?.finance_parameters ?? {}) as FinanceParametersInput,
    }),
  );
  if (!outcome.ok) return null;
  const { results, rgw, income } = outcome.value;
  return {
    totalValueCents: results.totalValue.cents,
    totalInvestmentCents: results.totalInvestment.cents,
    resultCents: results.result.cents,
    resultPercentOfCosts: results.resultPercentOfCosts.value,
    landPriceCents: results.landPriceCents,
    landPriceSource: results.landPriceSource,
    costsByGroup: results.costsByGroup.map((g) => ({ group: g.group, cents: g.total.cents })),
    income: income.rows.map((r) => ({ name: r.name, count: r.count, valueCents: r.value.cents })),
    residualLandValueCents: rgw.residualLandValue.cents,
    perPlotSquareMeterCents: rgw.perPlotSquareMeter?.cents ?? null,
    perUnitCents: rgw.perUnit?.cents ?? null,
    perGrossSquareMeterCents: rgw.perGrossSquareMeter?.cents ?? null,
    isNegative: rgw.isNegative,
  };
}
