import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@plotwise/contracts';
import { recordAudit } from '../../auth/audit';
import type { Db } from '../../db/database';

// Staff see when a limit of the server refused someone (issue #38): a rate limit or a visitor budget's bound
// (rate_limited), a full PDF queue (pdf_busy), the PDF printer stopped for memory, a bulk write past its time. Each
// is an audit event `limit_hit` (kind group "limits") with the route, the bound, the company where one is known
// (the signed-in user's, else the publication whose key the route names) and the client address. A refusal repeats
// as fast as a client asks, so one event is kept per limit, company and address every REPEAT_MS: the log shows
// that a limit was hit and by whom, without the attacker writing to it at the attack's pace.

const REPEAT_MS = 10 * 60_000;

/** The refusal codes that mean "a limit of this server", and the detail that names which one. */
const limitOf = (code: ErrorCode, details: unknown): string | null => {
  const d = (details ?? {}) as { bound?: unknown; reason?: unknown };
  if (code === 'rate_limited') return typeof d.bound === 'string' ? `visitor_${d.bound}` : 'requests_per_minute';
  if (code === 'visitor_storage_full') return 'visitor_publication_total';
  if (code === 'pdf_busy') return 'pdf_queue';
  if (code === 'pdf_failed' && d.reason === 'memory') return 'pdf_memory';
  if (code === 'bulk_write_timeout') return 'bulk_write_time';
  return null;
};

/** Records refusals by the server's limits in the audit log, at most one per limit, company and address a while. */
export class LimitHits {
  private readonly lastRecorded = new Map<string, number>();

  constructor(private readonly db: Db) {}

  /** Called by the error handler for every refusal; records the ones that are a limit's. */
  async refused(req: FastifyRequest, code: ErrorCode, details: unknown): Promise<void> {
    const limit = limitOf(code, details);
    if (!limit) return;
    const route = `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`;
    const companyId = req.actor?.companyId ?? (await this.publicationCompany(req));
    const key = `${limit}|${companyId ?? ''}|${req.ip}`;
    const now = Date.now();
    if (now - (this.lastRecorded.get(key) ?? -Infinity) < REPEAT_MS) return;
    this.lastRecorded.set(key, now);
    if (this.lastRecorded.size > 10_000) for (const [k, at] of this.lastRecorded) if (now - at >= REPEAT_MS) this.lastRecorded.delete(k);
    await recordAudit(this.db, { kind: 'limit_hit', companyId, userId: req.actor?.userId ?? null, detail: { limit, route }, ip: req.ip });
  }

  /** The company of the publication a signed-out route names by its key (in the path or the body), if any. */
  private async publicationCompany(req: FastifyRequest): Promise<number | null> {
    const key = (req.params as { key?: unknown } | undefined)?.key ?? (req.body as { publicationKey?: unknown } | undefined)?.publicationKey;
    if (typeof key !== 'string' || key.length > 64) return null;
    const [row] = await this.db.query<{ company_id: number }>('SELECT company_id FROM publications WHERE key = $1', [key]);
    return row?.company_id ?? null;
  }
}
