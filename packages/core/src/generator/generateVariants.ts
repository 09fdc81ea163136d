import { defaultFloorCfg } from './buildingCfg';
import type { BlockType, TowerType } from './enums';
import type { FormFactors } from './formFactors';
import type { GeneratorInput } from './generatorInput';
import type { UnitInput } from './unitInput';
import { generate } from './versions';

/** The axes a concept varies along; an absent axis keeps the base building's value. */
export interface VariantAxes {
  blocktypes?: readonly BlockType[];
  towertypes?: readonly TowerType[];
  floorCounts?: readonly number[];
  unitMixes?: readonly { name: string; units: readonly UnitInput[] }[];
}

/** One generated variant, light enough to rank a thousand of them (no model unless asked for). */
export interface Variant {
  key: string;
  blocktype: BlockType;
  towertype: TowerType | null;
  floors: number | null;
  mix: string | null;
  form_factors: FormFactors;
  message_count: number;
  input: GeneratorInput;
}

/** Every combination of the axes as generator inputs, in a fixed order (block type, tower type, floors, mix). */
export function enumerateVariants(
  base: GeneratorInput,
  axes: VariantAxes,
): {
  key: string;
  input: GeneratorInput;
  parts: Omit<Variant, 'key' | 'form_factors' | 'message_count' | 'input'>;
}[] {
  const cfg = base.building.cfg;
  const blocktypes = axes.blocktypes ?? [cfg.blocktype];
  const out: ReturnType<typeof enumerateVariants> = [];
  for (const blocktype of blocktypes) {
    const towertypes: (TowerType | null)[] =
      blocktype === 'tower' ? [...(axes.towertypes ?? [cfg.towertype])] : [null];
    for (const towertype of towertypes) {
      for (const floors of axes.floorCounts ?? [null]) {
        for (const mix of axes.unitMixes ?? [null]) {
          const key = [
            blocktype,
            towertype ? `${towertype.shape}-${towertype.core}-${towertype.apartments_per_floor}` : '',
            floors ?? '',
            mix?.name ?? '',
          ].join('|');
          const input: GeneratorInput = {
            ...base,
            units: mix ? mix.units : base.units,
            building: {
              ...base.building,
              id: `${String(base.building.id)}#${key}`,
              cfg: {
                ...cfg,
                blocktype,
                towertype: towertype ?? cfg.towertype,
                floors: floors === null ? cfg.floors : [defaultFloorCfg({ repeat_count: floors })],
                // A mix variant mixes all of its units rather than the base building's references.
                units: mix ? [] : cfg.units,
              },
            },
          };
          out.push({ key, input, parts: { blocktype, towertype, floors, mix: mix?.name ?? null } });
        }
      }
    }
  }
  return out;
}

/**
 * Generates variants of a building for ranking (e.g. by residual land value): each keeps only its form
 * factors and message count, so a thousand of them stay cheap. `limit` caps how many are generated.
 */
export function generateVariants(
  base: GeneratorInput,
  axes: VariantAxes,
  options: { limit?: number } = {},
): Variant[] {
  const all = enumerateVariants(base, axes).slice(0, options.limit ?? Infinity);
  return all.map(({ key, input, parts }) => {
    const r = generate(input);
    return { key, ...parts, form_factors: r.form_factors, message_count: r.messages.length, input };
  });
}
