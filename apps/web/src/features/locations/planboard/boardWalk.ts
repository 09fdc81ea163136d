import type { BoardColumn } from './boardModel';

/**
 * The card an arrow key (without Alt) walks to from `cardId`: up and down in its column, left and right to the
 * first card of the next column that has one; undefined at the board's edge.
 */
export function walkTarget(
  visible: readonly BoardColumn[],
  cardId: number,
  dir: 'up' | 'down' | 'left' | 'right',
): number | undefined {
  const ci = visible.findIndex((c) => c.cards.some((r) => r.id === cardId));
  const col = visible[ci]!;
  const i = col.cards.findIndex((r) => r.id === cardId);
  if (dir === 'up' || dir === 'down') return col.cards[dir === 'up' ? i - 1 : i + 1]?.id;
  const step = dir === 'left' ? -1 : 1;
  for (let j = ci + step; j >= 0 && j < visible.length; j += step) {
    const first = visible[j]!.cards[0];
    if (first) return first.id;
  }
  return undefined;
}
