import type { RankedVariant, VariantPlan, VariantSearchInput } from '@plotwise/core/variants/index';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityKeys } from '../../../api/queries';
import type { ConceptRow } from '../useSheetsData';
import { createVariantConcept } from './createVariantConcept';

/**
 * Turns a ranked variant into a stored concept of the location: which variant is being made (`busy`), the
 * concept made last and the error of the last try; the concept lists are refetched after a success.
 */
export function useVariantCreation(
  locationId: number,
  concepts: readonly ConceptRow[] | undefined,
  input: VariantSearchInput | undefined,
  plan: VariantPlan | undefined,
) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);

  const create = async (v: RankedVariant) => {
    if (!input || !plan) return;
    setBusy(v.key);
    setCreateError(null);
    try {
      const name = t('sheets.variants.conceptName', {
        block: t(`sheets.variants.blocks.${v.block}`),
        floors: v.floors,
      });
      const concept = await createVariantConcept(locationId, concepts ?? [], name, input, plan, v);
      setCreated({ id: concept.id, name: concept.name ?? name });
      await Promise.all([
        qc.invalidateQueries({ queryKey: entityKeys.all('concepts') }),
        qc.invalidateQueries({ queryKey: entityKeys.all('buildings') }),
        qc.invalidateQueries({ queryKey: entityKeys.all('locations') }),
      ]);
    } catch (error) {
      setCreateError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, created, createError, create };
}
