// Which spaces of a plan the generator's messages are about. A message names what it concerns in `target`:
// a space id ("f2-s3": space 3 of floor layout 2, unique in the building; a tower's are renumbered to the
// building's layouts), a floor ("floor 2"), a field ("grids.min") or a unit type. Only a space id is drawn on the
// plan; the other messages stay in the list alone.
import type { BuildingModel, GeneratorMessage } from '@plotwise/core/generator/index';
import type { FloorMark } from '@plotwise/core/generator/renderFloorSvg';
import type { PlanLevel } from './planDrawing';

/** The floor layout (index in `model.children.floors`) holding the space a message is about; null if no space. */
export function messageFloor(model: BuildingModel, message: Pick<GeneratorMessage, 'target'>): number | null {
  const i = model.children.floors.findIndex((f) => f.spaces.some((s) => s.id === message.target));
  return i < 0 ? null : i;
}

/** The storey to show for a message: the lowest level that draws its space's layout; null if it marks nothing. */
export function messageLevel(
  model: BuildingModel,
  levels: readonly PlanLevel[],
  message: Pick<GeneratorMessage, 'target'>,
): number | null {
  const floor = messageFloor(model, message);
  return floor === null ? null : (levels.find((l) => l.floors.includes(floor))?.level ?? null);
}

/**
 * The marks on one floor layout: a mark per space that messages are about, titled with their words (`words`
 * writes one message as the list does), the space picked in the list (`selected`) drawn heavier.
 */
export function floorMarks(
  model: BuildingModel,
  floorIndex: number,
  messages: readonly GeneratorMessage[],
  words: (message: GeneratorMessage) => string,
  selected: string | null = null,
): FloorMark[] {
  const floor = model.children.floors[floorIndex];
  if (!floor) return [];
  const here = new Set(floor.spaces.map((s) => s.id));
  const bySpace = new Map<string, GeneratorMessage[]>();
  for (const m of messages)
    if (here.has(m.target)) bySpace.set(m.target, [...(bySpace.get(m.target) ?? []), m]);
  return [...bySpace].map(([spaceId, about]) => ({
    spaceId,
    title: about.map(words).join('\n'),
    codes: [...new Set(about.map((m) => m.message))],
    selected: spaceId === selected,
  }));
}
