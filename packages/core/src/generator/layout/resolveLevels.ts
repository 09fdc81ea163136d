import type { BuildingCfg } from '../buildingCfg';
import type { LevelPlan } from '../blockContext';
import type { GeneratorMessage } from '../generatorMessage';

/**
 * The floor stack: the cfg's floors, or as many floors of floor_height as the height allows. The ground
 * floor always gets its own entry (it has the entrance), and the stack is cut to the height limit with a
 * message saying how many floors went.
 */
export function resolveLevels(
  cfg: BuildingCfg,
  maxHeight: number,
  buildingId: string | number,
  options: { podium?: boolean } = {},
): { levels: LevelPlan[]; messages: GeneratorMessage[] } {
  const messages: GeneratorMessage[] = [];
  const fh = Number.isFinite(cfg.floor_height) && cfg.floor_height > 0 ? cfg.floor_height : 3;
  let levels: LevelPlan[];
  if (cfg.floors.length > 0) {
    // Offsets are relative to the floor below, so each entry's shift is the sum of those up to it.
    let ox = 0;
    let oy = 0;
    levels = cfg.floors.map((f) => {
      ox += finite(f.offset_x);
      oy += finite(f.offset_y);
      return {
        name: f.name,
        height: f.height !== null && Number.isFinite(f.height) && f.height > 0 ? f.height : fh,
        repeat_count: Number.isFinite(f.repeat_count) ? Math.max(1, Math.floor(f.repeat_count)) : 1,
        roof_type: f.roof_type === 'pointed' ? 'pointed' : 'flat',
        entrance_size: finite(f.entrance_size),
        offset_x: ox,
        offset_y: oy,
      };
    });
  } else {
    // Towers on the building make it a podium of one storey unless its floors say otherwise.
    const n = options.podium ? 1 : Math.max(1, Math.floor(maxHeight / fh + 1e-9));
    const base = {
      name: 'Verdieping',
      height: fh,
      roof_type: 'flat' as const,
      entrance_size: 50,
      offset_x: 0,
      offset_y: 0,
    };
    levels = [{ ...base, repeat_count: n }];
  }
  const first = levels[0]!;
  if (first.repeat_count > 1)
    levels = [
      { ...first, repeat_count: 1 },
      { ...first, repeat_count: first.repeat_count - 1, entrance_size: 0 },
      ...levels.slice(1),
    ];
  let used = 0;
  let dropped = 0;
  const capped: LevelPlan[] = [];
  for (const l of levels) {
    const fit = Math.max(0, Math.min(l.repeat_count, Math.floor((maxHeight - used) / l.height + 1e-9)));
    dropped += l.repeat_count - fit;
    if (fit > 0) {
      capped.push({ ...l, repeat_count: fit });
      used += fit * l.height;
    }
  }
  if (dropped > 0)
    messages.push({
      message: 'floors_limited_by_height',
      target: 'floors',
      value: dropped,
      building_id: buildingId,
      unit_id: null,
    });
  return { levels: capped, messages };
}

const finite = (v: number) => (Number.isFinite(v) ? v : 0);
