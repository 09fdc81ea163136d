import type { GeneratorResult } from './generateBuilding';
import type { GeneratorInput } from './generatorInput';
import type { GeneratorMessage } from './generatorMessage';
import { generate } from './versions';

/** A building's cached generation: dirty until generated, and the last result. */
interface CacheEntry {
  conceptId: string | number | null;
  dirty: boolean;
  result: GeneratorResult | null;
}

/** Generation cache and message list of spec section 4, as plain data (store it anywhere). */
export interface GenerationState {
  buildings: Readonly<Record<string, CacheEntry>>;
  messages: readonly GeneratorMessage[];
}

/** A state with nothing generated; every building counts as dirty until it is. */
export function emptyGenerationState(): GenerationState {
  return { buildings: {}, messages: [] };
}

/** Whether a building needs generating: unknown buildings are dirty by default. */
export function isDirty(state: GenerationState, buildingId: string | number): boolean {
  return state.buildings[String(buildingId)]?.dirty ?? true;
}

/** Changing or saving a building marks it dirty. */
export function markBuildingChanged(
  state: GenerationState,
  buildingId: string | number,
  conceptId: string | number | null = null,
): GenerationState {
  const key = String(buildingId);
  const prev = state.buildings[key];
  return {
    ...state,
    buildings: {
      ...state.buildings,
      [key]: { conceptId: prev?.conceptId ?? conceptId, result: prev?.result ?? null, dirty: true },
    },
  };
}

/** Saving a unit marks every building of the concept dirty (the unit may be in any of their mixes). */
export function markUnitSaved(state: GenerationState, conceptId: string | number): GenerationState {
  const buildings: Record<string, CacheEntry> = {};
  for (const [key, entry] of Object.entries(state.buildings))
    buildings[key] = entry.conceptId === conceptId ? { ...entry, dirty: true } : entry;
  return { ...state, buildings };
}

/**
 * Generates a building unless its cached result is clean and generation is not forced. After generating,
 * the dirty flag clears and the building's old messages are replaced by the new ones.
 */
export function generateCached(
  state: GenerationState,
  input: GeneratorInput,
  options: { force?: boolean } = {},
): { state: GenerationState; result: GeneratorResult; reused: boolean } {
  const key = String(input.building.id);
  const entry = state.buildings[key];
  if (entry && !entry.dirty && entry.result && !options.force)
    return { state, result: entry.result, reused: true };
  const result = generate(input);
  const messages = [...state.messages.filter((m) => String(m.building_id) !== key), ...result.messages];
  return {
    state: {
      buildings: { ...state.buildings, [key]: { conceptId: input.building.conceptId, dirty: false, result } },
      messages,
    },
    result,
    reused: false,
  };
}
