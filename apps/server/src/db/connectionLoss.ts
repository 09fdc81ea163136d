// Errors that mean "the database connection is gone" (restart, failover, pg_terminate_backend, network), as
// opposed to "this statement is wrong": the request gets 503 and the pool replaces the connection.

const lostSqlStates = new Set(['57P01', '57P02', '57P03']); // admin_shutdown, crash_shutdown, cannot_connect_now
const lostNodeCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const lostMessages = /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|terminating connection/i;

/** True when an error from the PostgreSQL driver means the connection was lost or could not be made. */
export function isConnectionLoss(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = 'code' in e && typeof e.code === 'string' ? e.code : '';
  if (code.startsWith('08') || lostSqlStates.has(code) || lostNodeCodes.has(code)) return true;
  return lostMessages.test(e.message);
}
