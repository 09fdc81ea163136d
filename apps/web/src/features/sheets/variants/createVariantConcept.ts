import type { ApiRecord, ApiWrite } from '@plotwise/contracts';
import {
  variantBuilding,
  type RankedVariant,
  type VariantPlan,
  type VariantSearchInput,
} from '@plotwise/core/variants/index';
import { api } from '../../../api/api';
import { nextOrder } from '../../../lib/order';

/** The stored building of a variant: its placed size and position and the cfg parts the search varied. */
export function variantBuildingWrite(
  input: VariantSearchInput,
  plan: VariantPlan,
  variant: RankedVariant,
  conceptId: number,
): ApiWrite<'buildings'> {
  const layout = plan.layouts[variant.layout];
  if (!layout) throw new Error(`No layout ${variant.layout} in the search`);
  const b = variantBuilding(input, layout, variant.floors);
  return {
    name: b.name,
    archetype: b.archetype,
    maxwidth: b.maxwidth,
    maxlength: b.maxlength,
    maxheight: b.maxheight,
    x: b.x,
    y: b.y,
    z: b.z,
    rotate_z: b.rotate_z,
    version: b.version,
    conceptId,
    cfg: {
      blocktype: b.cfg.blocktype,
      towertype: { ...b.cfg.towertype },
      floors: b.cfg.floors.map((f) => ({ ...f })),
      house: { ...b.cfg.house },
      units: b.cfg.units.map((u) => ({ ...u })),
    },
  } as ApiWrite<'buildings'>;
}

/**
 * Turns a variant into a concept of the location: a new concept after the location's last one, with the
 * variant's building. When the building cannot be saved the concept is removed again, so no empty concept stays.
 */
export async function createVariantConcept(
  locationId: number,
  concepts: readonly Pick<ApiRecord<'concepts'>, 'order'>[],
  name: string,
  input: VariantSearchInput,
  plan: VariantPlan,
  variant: RankedVariant,
): Promise<ApiRecord<'concepts'>> {
  const concept = await api.create('concepts', { name, locationId, order: nextOrder(concepts) });
  try {
    await api.create('buildings', variantBuildingWrite(input, plan, variant, concept.id));
  } catch (error) {
    await api.remove('concepts', concept.id).catch(() => undefined);
    throw error;
  }
  return concept;
}
