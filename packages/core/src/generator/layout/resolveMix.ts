import type { DesignRules } from '../../constants/designRules';
import type { UnitReference } from '../buildingCfg';
import type { GeneratorMessage } from '../generatorMessage';
import type { Preset } from '../preset';
import type { UnitInput } from '../unitInput';
import type { MixUnit } from './mixUnit';

/**
 * The units a building mixes: its unit references when it has any, else the concept's units, else the
 * preset's; ratios normalised to shares. Unknown references become messages.
 */
export function resolveMix(
  references: readonly UnitReference[],
  units: readonly UnitInput[],
  preset: Preset | undefined,
  rules: DesignRules,
  buildingId: string | number,
): { mix: MixUnit[]; messages: GeneratorMessage[] } {
  const messages: GeneratorMessage[] = [];
  const limits = (u: UnitInput | undefined) => ({
    mindepth: u?.cfg.mindepth ?? rules.apartmentMinDepthMeters,
    maxdepth: u?.cfg.maxdepth ?? rules.apartmentMaxDepthMeters,
    two_window_maxdepth: u?.cfg.two_window_maxdepth ?? rules.apartmentTwoWindowMaxDepthMeters,
    minlength: u?.cfg.minlength ?? rules.apartmentMinLengthMeters,
    maxlength: u?.cfg.maxlength ?? rules.apartmentMaxLengthMeters,
    two_window_minlength: u?.cfg.two_window_minlength ?? rules.apartmentTwoWindowMinLengthMeters,
    parking_ratio: u?.cfg.parking_ratio ?? rules.parkingRatioSpotsPerUnit,
    balcony: u?.cfg.balcony ?? null,
  });
  let raw: (Omit<MixUnit, 'share'> & { ratio: number })[] = [];
  if (references.length > 0) {
    for (const ref of references) {
      const unit = units.find((u) => u.id === ref.unitId);
      if (!unit) {
        messages.push({
          message: 'no_units',
          target: 'unit_reference',
          value: String(ref.unitId),
          building_id: buildingId,
          unit_id: ref.unitId,
        });
        continue;
      }
      raw.push({
        unit_id: unit.id,
        name: ref.name || unit.name,
        order: ref.order,
        size: ref.size ?? unit.size,
        size_max: ref.size_max ?? unit.size_max,
        ratio: unit.ratio * ref.repeat_ratio,
        ...limits(unit),
      });
    }
  } else if (units.length > 0) {
    raw = units.map((u) => ({
      unit_id: u.id,
      name: u.name,
      order: u.order,
      size: u.size,
      size_max: u.size_max,
      ratio: u.ratio,
      ...limits(u),
    }));
  } else if (preset && preset.units.length > 0) {
    raw = preset.units.map((u, k) => ({
      unit_id: `preset-${k}`,
      name: u.name,
      order: u.order,
      size: u.size,
      size_max: u.size_max,
      ratio: u.ratio,
      ...limits(undefined),
    }));
  }
  raw = raw.filter((u) => u.ratio > 0 && u.size > 0);
  // Order, then id, so equal orders still sort the same way every run.
  raw.sort((a, b) => a.order - b.order || String(a.unit_id).localeCompare(String(b.unit_id)));
  const total = raw.reduce((s, u) => s + u.ratio, 0);
  const mix = raw.map(({ ratio, ...u }) => ({
    ...u,
    size_max: Math.max(u.size, u.size_max),
    share: ratio / total,
  }));
  return { mix, messages };
}
