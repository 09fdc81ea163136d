import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../db/database';
import { AppError } from '../http/appError';

/**
 * Items of a bulk write per batch. A batch of creates is a few multi-row statements per entity of the record's tree,
 * so 100 locations with their configs and unit types take some tens of milliseconds; between batches the time bound
 * is checked and the event loop turns (timers, other requests' parsing and session lookups).
 */
const BULK_BATCH = 100;

// PostgreSQL's code for a statement cancelled by statement_timeout
const QUERY_CANCELED = '57014';

/**
 * Write `items` in batches inside the caller's transaction, bounded in time: a bulk write that has not finished
 * within `limitMs` (from its transaction's start) throws 503 bulk_write_timeout, so that its transaction rolls back
 * and nothing of it is written. On PGlite (one connection) every other request waits while a transaction is open,
 * and the bound is checked after each batch (it is overrun by one batch at most); on PostgreSQL each statement is
 * of a bulk also bounded by it (statement_timeout: a lock wait, say). Returns the results of the batches in order.
 */
export async function inBoundedBatches<T, R>(
  db: Db,
  items: readonly T[],
  limitMs: number,
  write: (batch: T[], offset: number) => Promise<R[]>,
): Promise<R[]> {
  const start = performance.now();
  const timeout = (done: number) =>
    new AppError(
      'bulk_write_timeout',
      `The bulk write of ${items.length} items did not finish within ${limitMs / 1000} s and was rolled back after ${done} of them: nothing was written; send fewer items per request`,
      { limitMs, done, total: items.length },
    );
  // a single record's create is no bulk: no extra round trip for it
  if (db.kind === 'postgres' && items.length > 1) await db.exec(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(limitMs))}`);
  const out: R[] = [];
  for (let offset = 0; offset < items.length; offset += BULK_BATCH) {
    try {
      out.push(...(await write(items.slice(offset, offset + BULK_BATCH), offset)));
    } catch (e) {
      if ((e as { code?: unknown }).code === QUERY_CANCELED) throw timeout(offset);
      throw e;
    }
    if (performance.now() - start > limitMs) throw timeout(Math.min(items.length, offset + BULK_BATCH));
    if (offset + BULK_BATCH < items.length) await nextTurn();
  }
  return out;
}
