export const ORDER_STEP = 10;

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length || from === to) return out;
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved as T);
  return out;
}

/** Reordering renumbers in steps of 10 and sends only the items whose order changed (spec section 7). */
export function orderChanges<T extends { id: number | string; order?: number | null }>(items: readonly T[]): { id: T['id']; order: number }[] {
  return items.flatMap((item, index) => {
    const order = (index + 1) * ORDER_STEP;
    return item.order === order ? [] : [{ id: item.id, order }];
  });
}

export const nextOrder = (items: readonly { order?: number | null }[]): number =>
  items.reduce((max, i) => Math.max(max, i.order ?? 0), 0) + ORDER_STEP;

export const byOrder = <T extends { order?: number | null; id?: number | string }>(a: T, b: T) =>
  (a.order ?? 0) - (b.order ?? 0) || Number(a.id ?? 0) - Number(b.id ?? 0);
