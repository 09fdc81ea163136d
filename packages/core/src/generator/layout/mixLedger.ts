import type { BlockContext } from '../blockContext';
import type { MixUnit } from './mixUnit';

/**
 * What each decision of a layout (a row, a side room, an entrance) added to the building's mix tally,
 * by a key stable between passes. A second pass over the same floors takes a decision's earlier share
 * out of the tally before deciding it again, so every row is chosen against the whole building's mix
 * (all the other rows as last decided), not only the rows before it.
 */
export type MixLedger = Map<string, Map<string | number, number>>;

/** Takes the decision's earlier share out of the tally (nothing on a first pass). */
export function release(ctx: BlockContext, ledger: MixLedger, key: string): void {
  const earlier = ledger.get(key);
  if (!earlier) return;
  for (const [id, n] of earlier) ctx.tally.set(id, (ctx.tally.get(id) ?? 0) - n);
  ledger.delete(key);
}

/** Notes what the decision added to the tally (`weight` a dwelling; negative to take one away). */
export function record(
  ledger: MixLedger,
  key: string,
  units: readonly (MixUnit | null)[],
  weight: number,
): void {
  const m = new Map<string | number, number>();
  for (const u of units) if (u) m.set(u.unit_id, (m.get(u.unit_id) ?? 0) + weight);
  ledger.set(key, m);
}
