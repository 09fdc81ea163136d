import type { PriceBasis } from '@plotwise/core/finance/index';
import {
  defaultBuildingCfg,
  defaultUnitInput,
  type BuildingCfg,
  type GenerationParameters,
  type GeneratorInput,
  type UnitInput,
} from '@plotwise/core/generator/index';
import { radians } from '@plotwise/core/units/units';
import type { ApiRecord } from '../types';
import type { ConceptSite } from './conceptSite';

type ParameterRow = ApiRecord<'generation_parameters'>;
type BuildingRow = ApiRecord<'buildings'>;
type UnitRow = ApiRecord<'units'>;

/** Stored unit types (with their cfg) as the generator's unit inputs. */
export function storedUnitInputs(unitRows: readonly UnitRow[]): UnitInput[] {
  return unitRows.map((u) => {
    const { id: _id, companyId: _c, unitId: _u, ...cfg } = (u.cfg ?? {}) as Record<string, unknown>;
    return defaultUnitInput({
      id: u.id,
      name: u.name ?? '',
      order: u.order ?? 1000,
      size: u.size ?? 50,
      size_max: u.size_max ?? 100,
      price: u.price ?? 0,
      income_mode: (u.income_mode ?? 'rent_unit_month') as PriceBasis,
      programme_goal: u.programme_goal ?? null,
      cfg: Object.fromEntries(Object.entries(cfg).filter(([, v]) => v !== null && v !== undefined)) as Partial<UnitInput['cfg']> as UnitInput['cfg'],
    });
  });
}

/** A stored building (with its cfg) as the generator's building: the stored configuration over the defaults. */
export function storedBuildingInput(b: BuildingRow): GeneratorInput['building'] {
  const { id: _id, companyId: _c, buildingId: _b, ...cfg } = (b.cfg ?? {}) as Record<string, unknown>;
  const merged = { ...defaultBuildingCfg(), ...Object.fromEntries(Object.entries(cfg).filter(([, v]) => v !== null)) } as BuildingCfg;
  return {
    id: b.id,
    name: b.name ?? '',
    archetype: b.archetype ?? 0,
    maxwidth: b.maxwidth ?? 20,
    maxlength: b.maxlength ?? 40,
    maxheight: b.maxheight ?? 25,
    x: b.x ?? 0,
    y: b.y ?? 0,
    z: b.z ?? 0,
    rotate_z: radians(b.rotate_z ?? 0),
    version: b.version ?? 3,
    conceptId: b.conceptId,
    cfg: merged,
  };
}

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
