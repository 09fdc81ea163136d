import type { FinanceParametersInput } from '@plotwise/core/finance/index';
import { landPriceEntries } from '@plotwise/contracts';
import { useMemo, useState } from 'react';
import { useEntityDetail } from '../../../api/queries';
import { useSession } from '../../../api/session';
import { companyGenerationParameters } from '@plotwise/contracts/conceptGeneration/conceptInputs';
import { conceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import { useLandPrices, useLandSales } from '../useLandPrices';
import { useSheetsData } from '../useSheetsData';
import { variantSearchInput } from './variantsInput';

/**
 * The records a location's variant search reads (its site, units, costs, finance parameters and the company's
 * generation parameters) with the seed and count chosen on screen; `input` is undefined until a search can run.
 */
export function useVariantsInput(locationId: number) {
  const { data: session } = useSession();
  const site = useEntityDetail('locations', locationId, 2);
  const data = useSheetsData(locationId);
  const [seed, setSeed] = useState(1);
  const [count, setCount] = useState(1000);

  const location = site.data;
  const conceptSiteOf = useMemo(() => (location ? conceptSite(location) : undefined), [location]);
  const generationParameters = session?.company.cfg?.parameters;
  // the same rule as the building editor: unit references are the unit-mix feature (staff always)
  const unitMix = session?.user.is_staff === true || session?.company.cfg?.flags?.unitmix === true;
  // each variant's margin against the municipality's ground prices: the search waits for them, or runs twice
  const land = useLandPrices(data.location.data?.municipality);
  const landWanted = land.on && land.municipality !== '';
  const landPrices = landWanted ? land.prices.data : undefined;
  // and against the plot sales near the site, with a transactions layer; a failed read leaves the margin out
  const sales = useLandSales(locationId, land.on);
  const landSales = land.on && sales.data?.layerImported ? sales.data.transactions : undefined;
  const input = useMemo(() => {
    if (
      !conceptSiteOf ||
      conceptSiteOf.source === 'default' ||
      !data.units.data ||
      !data.costs.data ||
      !data.location.data
    )
      return undefined;
    if (data.units.data.items.length === 0) return undefined;
    if (landWanted && !landPrices && !land.prices.isError) return undefined;
    if (land.on && sales.isPending) return undefined;
    const parameters = (data.location.data.cfg?.finance_parameters ?? {}) as FinanceParametersInput;
    return variantSearchInput(
      {
        site: conceptSiteOf,
        units: data.units.data.items,
        costs: data.costs.data.items,
        parameters,
        generationParameters: companyGenerationParameters(generationParameters),
        unitMix,
        landPrices: landPrices ? landPriceEntries(landPrices) : undefined,
        landSales,
      },
      seed,
      count,
    );
  }, [
    conceptSiteOf,
    data.units.data,
    data.costs.data,
    data.location.data,
    generationParameters,
    unitMix,
    landWanted,
    landPrices,
    land.prices.isError,
    land.on,
    sales.isPending,
    landSales,
    seed,
    count,
  ]);
  return { site, data, conceptSiteOf, unitMix, input, seed, setSeed, count, setCount };
}
