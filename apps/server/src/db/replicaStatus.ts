import type { Db } from './database';

/** Where the read database stands: reachable, a standby (in recovery), and how far its replay is behind the primary. */
export interface ReplicaStatus {
  reachable: boolean;
  /** false: the read URL names a primary, not a replica (the reads are not spread) */
  standby: boolean | null;
  /** 0 when the replica has replayed all it received; else the age of the last transaction it replayed */
  lagSeconds: number | null;
}

// An idle primary sends nothing new, so the age of the last replayed transaction grows without any lag: a replica that
// has replayed all it received is not behind.
const STATUS_SQL = `
  SELECT pg_is_in_recovery() AS standby,
         CASE WHEN NOT pg_is_in_recovery() THEN NULL
              WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
              ELSE greatest(0, extract(epoch FROM now() - pg_last_xact_replay_timestamp()))::float8 END AS lag`;

/** The read database's status for /api/health; an unreachable replica is reported, not thrown. */
export async function replicaStatus(db: Db): Promise<ReplicaStatus> {
  try {
    const [r] = await db.query<{ standby: boolean; lag: number | null }>(STATUS_SQL);
    return { reachable: true, standby: r?.standby ?? null, lagSeconds: r?.lag ?? null };
  } catch {
    return { reachable: false, standby: null, lagSeconds: null };
  }
}

/**
 * Waits until `replica` has replayed all that `primary` had written when asked, so that a read there sees it (an index
 * built right after a refresh holds that refresh). False after `timeoutMs`; a primary given as the replica is caught up.
 */
export async function replicaCaughtUp(primary: Db, replica: Db, timeoutMs = 5_000): Promise<boolean> {
  const [written] = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  const started = Date.now();
  for (;;) {
    const [r] = await replica.query<{ ok: boolean }>('SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, true) AS ok', [written!.lsn]);
    if (r?.ok) return true;
    if (Date.now() - started > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Which database a read is answered from, and which one that is (for the `x-read-from` header and the logs). */
export interface Reader {
  db: Db;
  from: 'primary' | 'replica';
}

/** A replica that failed is not asked again for this long: a host that is gone costs one request its connect timeout. */
const REPLICA_RETRY_MS = 30_000;
const failedAt = new WeakMap<Db, number>();

/**
 * The replica for a read when it has replayed what the primary had written when asked (within `waitMs`), else the
 * primary: a visitor opening a page right after its publisher published it reads the published page, and a replica
 * that is behind costs a request `waitMs` at most, one that is down is left alone for half a minute; never a wrong or
 * failed answer.
 */
export async function readerFor(primary: Db, replica: Db | undefined, waitMs = 250): Promise<Reader> {
  if (!replica || Date.now() - (failedAt.get(replica) ?? -Infinity) < REPLICA_RETRY_MS) return { db: primary, from: 'primary' };
  const caughtUp = await replicaCaughtUp(primary, replica, waitMs).catch(() => {
    failedAt.set(replica, Date.now());
    return false;
  });
  return caughtUp ? { db: replica, from: 'replica' } : { db: primary, from: 'primary' };
}
