import { general } from './constants/general';

interface Ordered {
  id: number;
  order: number | null;
}

/**
 * Spec 7: reordering renumbers in steps of 10 and sends only the changed items. Moves the item at `from`
 * to `to` in a list already sorted by order, and returns the `{ id, order }` pairs whose order changed.
 */
export function renumber<T extends Ordered>(items: readonly T[], from: number, to: number): { id: number; order: number }[] {
  const list = [...items];
  const [moved] = list.splice(from, 1);
  if (moved === undefined) return [];
  list.splice(Math.max(0, Math.min(to, list.length)), 0, moved);
  return list
    .map((item, i) => ({ id: item.id, order: (i + 1) * general.orderStep, before: item.order }))
    .filter((x) => x.order !== x.before)
    .map(({ id, order }) => ({ id, order }));
}
