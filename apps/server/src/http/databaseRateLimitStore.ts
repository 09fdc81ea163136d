import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database';

// A store for @fastify/rate-limit that counts in the database (RATE_LIMIT_STORE=database): the servers on one
// PostgreSQL share one count per limit and client, where the default in-memory store lets N servers allow N times the
// requests (ADR 0010). One upsert a limited request: a window that is over starts again at 1. The plugin's
// continueExceeding and exponentialBackoff are not used by any route here and not supported.

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** Windows that ended longer ago than this are deleted, at most once every `PURGE_EVERY_MS` per store. */
const PURGE_AFTER = '1 hour';
const PURGE_EVERY_MS = 5 * 60_000;

const INCR_SQL = `
  INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, now(), 1)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limit_hits.window_start + $2 * interval '1 millisecond' <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
    window_start = CASE WHEN rate_limit_hits.window_start + $2 * interval '1 millisecond' <= now() THEN now() ELSE rate_limit_hits.window_start END
  RETURNING hits, greatest(0, ceil(extract(epoch FROM window_start + $2 * interval '1 millisecond' - now()) * 1000))::int AS ttl`;

const READ_SQL = `
  SELECT hits, greatest(0, ceil(extract(epoch FROM window_start + $2 * interval '1 millisecond' - now()) * 1000))::int AS ttl
    FROM rate_limit_hits WHERE key = $1 AND window_start + $2 * interval '1 millisecond' > now()`;

/** The store class @fastify/rate-limit takes as `store`: made per route by `child`, its keys prefixed by the route. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const shared = { lastPurge: 0 };
  class DatabaseRateLimitStore {
    private readonly prefix: string;
    /** The plugin makes the first with its options (no prefix), `child` the others with their route's. */
    constructor(prefix: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      db.query<{ hits: number; ttl: number }>(INCR_SQL, [this.prefix + key, timeWindow]).then(
        ([r]) => {
          cb(null, { current: r!.hits, ttl: r!.ttl });
          purgeNowAndThen();
        },
        (e: unknown) => cb(e instanceof Error ? e : new Error(String(e))),
      );
    }

    read(key: string, cb: Callback, timeWindow: number): void {
      db.query<{ hits: number; ttl: number }>(READ_SQL, [this.prefix + key, timeWindow]).then(
        ([r]) => cb(null, { current: r?.hits ?? 0, ttl: r?.ttl ?? 0 }),
        (e: unknown) => cb(e instanceof Error ? e : new Error(String(e))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): DatabaseRateLimitStore {
      // the plugin passes the route's limit with the route as `routeInfo` (its typings name the route itself)
      const { method, url } = (routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(`${this.prefix}${Array.isArray(method) ? method.join(',') : (method ?? '')}${url ?? ''}-`);
    }
  }
  function purgeNowAndThen(): void {
    if (Date.now() - shared.lastPurge < PURGE_EVERY_MS) return;
    shared.lastPurge = Date.now();
    void db.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '${PURGE_AFTER}'`).catch(() => undefined);
  }
  return DatabaseRateLimitStore;
}
