import { costGroups, type CostGroup } from '@plotwise/core/finance/index';

/** A stored cost line as far as ordering needs it. */
export interface OrderedCost {
  id: number;
  category: CostGroup | null;
  order: number | null;
  archived: boolean | null;
  deleted: boolean | null;
}

const rank = (g: CostGroup | null) => costGroups.indexOf(g ?? 'ground');

/** The active lines in the order of the costs sheet: by group, then by order, then by id. */
export function sortedActive<T extends OrderedCost>(costs: readonly T[]): T[] {
  return costs.filter((c) => !c.archived && !c.deleted).sort((a, b) => rank(a.category) - rank(b.category) || (a.order ?? 0) - (b.order ?? 0) || a.id - b.id);
}

/**
 * Moves a line one place up or down within its group and renumbers the group in steps of 10 (spec section 7):
 * the `{ id, order }` pairs for PUT /costs/order, only those that change. Empty at the edge of the group.
 */
export function moveWithinGroup<T extends OrderedCost>(costs: readonly T[], id: number, direction: -1 | 1): { id: number; order: number }[] {
  const line = costs.find((c) => c.id === id);
  if (!line) return [];
  const group = sortedActive(costs).filter((c) => (c.category ?? 'ground') === (line.category ?? 'ground'));
  const from = group.findIndex((c) => c.id === id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= group.length) return [];
  const moved = [...group];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved.flatMap((c, i) => ((i + 1) * 10 === c.order ? [] : [{ id: c.id, order: (i + 1) * 10 }]));
}

/** The order of a new line at the end of its group, in steps of 10. */
export function nextOrderInGroup(costs: readonly OrderedCost[], group: CostGroup): number {
  const inGroup = costs.filter((c) => (c.category ?? 'ground') === group && !c.deleted);
  return Math.max(0, ...inGroup.map((c) => c.order ?? 0)) + 10;
}
