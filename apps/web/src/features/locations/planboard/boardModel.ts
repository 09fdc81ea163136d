import { renumber, type LocationTableRow } from '@plotwise/contracts';
import type { BoardValue } from '../useLocationTable';

export type GroupBy = 'status' | 'phase';

/** One column of the board: a status (or phase) value of the company, or the column of cards without one. */
export interface BoardColumn {
  /** the value's id as text, or 'none' */
  key: string;
  valueId: number | null;
  name: string | null;
  color: string | null;
  cards: LocationTableRow[];
}

export interface CardFilter {
  text: string;
  labelId: number | null;
  /** a user id, 'none' for cards assigned to nobody, null for everyone */
  assignee: number | 'none' | null;
}

const byOrder = (a: LocationTableRow, b: LocationTableRow) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;

/** Cards that pass the filter: every word of the text in name or address, the label, the assignee. */
export function filterCards(rows: readonly LocationTableRow[], f: CardFilter): LocationTableRow[] {
  const words = f.text.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((r) => {
    if (f.labelId !== null && !r.labels.some((l) => l.id === f.labelId)) return false;
    if (f.assignee === 'none' ? r.assignedTo !== null : f.assignee !== null && r.assignedTo !== f.assignee)
      return false;
    if (!words.length) return true;
    const hay = [r.name, r.road, r.house_number, r.postcode, r.city, r.plotnr]
      .filter(Boolean)
      .join(' ')
      .toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/**
 * The columns of the board: first the cards without a value (or with a value the company no longer has), then
 * one column per value in the company's order; cards in each column by their `order`.
 */
export function boardColumns(
  rows: readonly LocationTableRow[],
  values: readonly BoardValue[],
  groupBy: GroupBy,
): BoardColumn[] {
  const known = new Set(values.map((v) => v.id));
  const none: BoardColumn = { key: 'none', valueId: null, name: null, color: null, cards: [] };
  const columns = new Map<number, BoardColumn>(
    values.map((v) => [v.id, { key: String(v.id), valueId: v.id, name: v.name, color: v.color, cards: [] }]),
  );
  for (const r of rows) {
    const v = r[groupBy];
    (v !== null && known.has(v) ? columns.get(v)! : none).cards.push(r);
  }
  const all = [none, ...columns.values()];
  for (const c of all) c.cards.sort(byOrder);
  return all;
}

/** What a move saves: the new value (PATCH, when the column changed) and the renumbered orders (PUT /order). */
export interface PlannedMove {
  change: { id: number; field: GroupBy; value: number | null } | null;
  order: { id: number; order: number }[];
}

/**
 * A card moved to column `toValueId`, before card `beforeId` (at the end when null). The whole target column is
 * renumbered in steps of 10 (contracts' renumber), also its cards a filter hides, and only changed orders are
 * sent; a card dropped where it already was plans nothing.
 */
export function planMove(
  rows: readonly LocationTableRow[],
  values: readonly BoardValue[],
  groupBy: GroupBy,
  cardId: number,
  toValueId: number | null,
  beforeId: number | null,
): PlannedMove {
  const card = rows.find((r) => r.id === cardId);
  if (!card) return { change: null, order: [] };
  const columns = boardColumns(rows, values, groupBy);
  const from = columns.find((c) => c.cards.some((r) => r.id === cardId))!;
  const target = columns.find((c) => c.valueId === toValueId) ?? columns[0]!;
  const others = target.cards.filter((r) => r.id !== cardId);
  const list = [...others, card];
  const idx = beforeId === null ? -1 : others.findIndex((r) => r.id === beforeId);
  const order = renumber(list, list.length - 1, idx < 0 ? others.length : idx);
  const change = from.key === target.key ? null : { id: cardId, field: groupBy, value: target.valueId };
  return { change, order };
}

/** The rows as they are after a move (for the screen, before the server answers). */
export function applyMove(rows: readonly LocationTableRow[], move: PlannedMove): LocationTableRow[] {
  const orders = new Map(move.order.map((o) => [o.id, o.order]));
  return rows.map((r) => {
    let next = r;
    if (orders.has(r.id)) next = { ...next, order: orders.get(r.id)! };
    if (move.change && move.change.id === r.id) next = { ...next, [move.change.field]: move.change.value };
    return next;
  });
}

/** Where a card lands when moved one step with the keyboard: up, down, or to the neighbouring column's top. */
export function keyboardTarget(
  columns: readonly BoardColumn[],
  cardId: number,
  key: 'up' | 'down' | 'left' | 'right',
): { toValueId: number | null; beforeId: number | null } | null {
  const ci = columns.findIndex((c) => c.cards.some((r) => r.id === cardId));
  if (ci < 0) return null;
  const col = columns[ci]!;
  const i = col.cards.findIndex((r) => r.id === cardId);
  if (key === 'up') return i === 0 ? null : { toValueId: col.valueId, beforeId: col.cards[i - 1]!.id };
  if (key === 'down') {
    if (i === col.cards.length - 1) return null;
    return { toValueId: col.valueId, beforeId: col.cards[i + 2]?.id ?? null };
  }
  const next = columns[key === 'left' ? ci - 1 : ci + 1];
  if (!next) return null;
  return { toValueId: next.valueId, beforeId: next.cards[0]?.id ?? null };
}
