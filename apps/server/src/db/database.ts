import pg from 'pg';
import { CopyFromText } from './copyFrom';
import { isConnectionLoss } from './connectionLoss';
import { postgisExtension } from './postgisBundle';
import { PGlite } from '@electric-sql/pglite';

export type Row = Record<string, unknown>;

/** The one database interface the server uses: PGlite (embedded) and PostgreSQL behave the same behind it. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** one statement with $1.. parameters */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** a script of several statements, no parameters (migrations) */
  exec(sql: string): Promise<void>;
  /** run `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * run `fn` in one transaction as the restricted role `plotwise_app` with `app.company_id` set, so that
   * PostgreSQL's Row-Level Security admits only that company's rows (migration 0006)
   */
  tenant<T>(companyId: number, fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Embedded PGlite only (null on PostgreSQL): a mark in the sequence of finished statements, for changedSince.
   * PGlite has one connection: a long import transaction holds it, and this lets small lookups (the session of a
   * request polling the import's progress) answer meanwhile from what they read before.
   */
  changeMark(): number | null;
  /**
   * Embedded PGlite only (null on PostgreSQL): whether a statement that may write and whose SQL matches `tables`
   * has finished since `mark` (a transaction's statements count when it ends). True when unknown: the first time a
   * pattern is asked about, it is watched from then on.
   */
  changedSince(mark: number, tables: RegExp): boolean | null;
  /**
   * PostgreSQL only: `COPY <table> (...) FROM STDIN` with `data` in COPY's text format; resolves to the rows
   * copied. The bulk path of the import runner (PGlite has none: the runner uses INSERT there).
   */
  copyFrom?(sql: string, data: Buffer): Promise<number>;
}

/** The restricted database role that tenant requests run as (see migration 0006). */
export const TENANT_ROLE = 'plotwise_app';

/** The statements that enter the tenant role inside an open transaction. */
function tenantSql(companyId: number): string {
  if (!Number.isSafeInteger(companyId) || companyId < 1) throw new Error(`invalid company id ${companyId}`);
  // the id is a checked integer, so inlining it is safe
  return `SET LOCAL ROLE ${TENANT_ROLE}; SELECT set_config('app.company_id', '${companyId}', true);`;
}

/** Enter the tenant role inside an open transaction. */
async function enterTenant(tx: Db, companyId: number): Promise<void> {
  await tx.exec(tenantSql(companyId));
}

// pg returns int8 and numeric as strings; our schema uses int4/float8 and casts counts to int, so only
// timestamps need care: keep them as Date (both drivers) and let the presenter write ISO strings.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * Connect to PostgreSQL through a pool. `connectTimeoutMs` bounds a new connection (none by default): a replica whose
 * host is gone must fail a request, not hold it (and /api/health) open.
 */
export function openPostgres(connectionString: string, poolSize = 10, connectTimeoutMs = 0): Db {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: connectTimeoutMs });
  pool.on('error', () => {
    /* an idle client lost its connection: the pool drops it and connects a new one when needed */
  });
  // A checked-out client whose connection ends (restart, failover, pg_terminate_backend) emits 'error'; without a
  // listener that would end the process. Every client gets one listener for its whole life (it may emit again
  // after it is released); the statement in flight fails with the same error (503 for the request), and a client
  // that lost its connection is destroyed on release instead of going back to the pool.
  const lost = new WeakMap<pg.PoolClient, Error>();
  pool.on('connect', (c) => c.on('error', (e) => lost.set(c as pg.PoolClient, e)));
  const checkout = async () => {
    const c = await pool.connect();
    lost.delete(c);
    return {
      client: c,
      release(e?: unknown) {
        c.release(lost.get(c) ?? (isConnectionLoss(e) ? (e as Error) : undefined));
      },
    };
  };
  // Named statements are parsed and planned once per connection: the data API sends the same few hundred
  // statement texts over and over.
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let n = names.get(sql);
    if (!n) names.set(sql, (n = `s${names.size + 1}`));
    return n;
  };
  const fromClient = (client: pg.PoolClient | pg.Pool): Db => {
    const transaction = async <T>(fn: (tx: Db) => Promise<T>, prelude = ''): Promise<T> => {
      if (client !== pool) {
        // nested: join the outer transaction
        if (prelude) await client.query(prelude);
        return fn(fromClient(client));
      }
      const { client: c, release } = await checkout();
      let failure: unknown;
      try {
        await c.query(`BEGIN;${prelude}`); // one round trip for the transaction and the tenant role
        const out = await fn(fromClient(c));
        await c.query('COMMIT');
        return out;
      } catch (e) {
        failure = e;
        if (!isConnectionLoss(e)) await c.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        release(failure);
      }
    };
    return {
      kind: 'postgres',
      async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
        const res = await client.query({ name: nameOf(sql), text: sql, values: params as unknown[] });
        return res.rows as T[];
      },
      async exec(sql: string) {
        await client.query(sql);
      },
      transaction: (fn) => transaction(fn),
      tenant: (companyId, fn) => transaction(fn, tenantSql(companyId)),
      async copyFrom(sql: string, data: Buffer) {
        const copy = new CopyFromText(sql, data);
        if (client !== pool) {
          void client.query(copy);
          return copy.done;
        }
        const { client: c, release } = await checkout();
        let failure: unknown;
        try {
          void c.query(copy);
          return await copy.done;
        } catch (e) {
          failure = e;
          throw e;
        } finally {
          release(failure);
        }
      },
      async close() {
        if (client === pool) await pool.end();
      },
      changeMark: () => null,
      changedSince: () => null,
    };
  };
  return fromClient(pool);
}

// a statement that cannot write (Db.changedSince ignores it)
const READ_ONLY = /^\s*select\b/i;

/** Open (or create) an embedded PGlite database with PostGIS in `dataDir`. */
export async function openPglite(dataDir: string): Promise<Db> {
  return pgliteDb(await createPglite(dataDir));
}

/** The PGlite instance itself, with PostGIS, in `dataDir` (openPglite wraps it; the API tests reuse one per worker). */
export async function createPglite(dataDir: string): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { postgis: await postgisExtension() } });
}

/** The Db interface over an open PGlite instance; its close() closes the instance. */
export function pgliteDb(db: PGlite): Db {
  type Tx = Pick<PGlite, 'query' | 'exec'>;
  // Finished statements that may write (not plain SELECTs) are numbered; for each pattern a caller has asked
  // about, the number of the last one whose SQL matched it. A transaction counts once, when it ends (committed or
  // not), with its distinct statements.
  let finishedCount = 0;
  const lastMatch = new Map<RegExp, number>();
  const record = (sql: string) => {
    if (READ_ONLY.test(sql)) return;
    finishedCount++;
    for (const re of lastMatch.keys()) if (re.test(sql)) lastMatch.set(re, finishedCount);
  };
  const run = async <T>(pending: Set<string> | null, sql: string, go: () => Promise<T>): Promise<T> => {
    if (pending) {
      pending.add(sql);
      return go();
    }
    try {
      return await go();
    } finally {
      record(sql);
    }
  };
  // pending: the statements of the open transaction (null outside one)
  const wrap = (q: Tx, pending: Set<string> | null): Db => ({
    kind: 'pglite',
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const res = await run(pending, sql, () => q.query<T>(sql, params as unknown[]));
      return res.rows;
    },
    async exec(sql: string) {
      await run(pending, sql, () => q.exec(sql));
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (pending) return fn(wrap(q, pending));
      const statements = new Set<string>();
      try {
        return await db.transaction((tx) => fn(wrap(tx, statements)));
      } finally {
        const writing = [...statements].filter((sql) => !READ_ONLY.test(sql));
        if (writing.length) record(writing.join(';\n'));
      }
    },
    tenant<T>(companyId: number, fn: (tx: Db) => Promise<T>) {
      return this.transaction(async (tx) => {
        await enterTenant(tx, companyId);
        return fn(tx);
      });
    },
    async close() {
      if (!pending) await db.close();
    },
    changeMark: () => finishedCount,
    changedSince(mark, tables) {
      const last = lastMatch.get(tables);
      if (last !== undefined) return last > mark;
      // a pattern asked about for the first time: watched from now on, unknown before
      lastMatch.set(tables, finishedCount);
      return true;
    },
  });
  return wrap(db, null);
}
