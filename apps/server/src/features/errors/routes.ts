import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CSRF_HEADER } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { validate } from '../../http/validate';

/** Bounds of anonymous storage: entry size, per-address and whole-server rates, and how many entries are kept. */
export const ERROR_ENTRY_LIMITS = {
  bodyBytes: 16 * 1024,
  logBytes: 8 * 1024,
  perAddressPerMinute: 20,
  perServerPerMinute: 300,
  keptEntries: 10_000,
  keptDays: 90,
} as const;

const errorEntrySchema = z.strictObject({
  name: z.string().min(1).max(200),
  reference: z.string().min(1).max(500),
  log: z.unknown().optional(),
});

/** Only the web app itself may record entries: our header (a cross-site page cannot add it) and our origin. */
function sameOrigin(req: FastifyRequest, config: Config) {
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const ours = origin === undefined || origin === new URL(config.PUBLIC_URL).origin || origin === `${req.protocol}://${req.headers.host}`;
  if (!req.headers[CSRF_HEADER] || !ours || (site !== undefined && site !== 'same-origin'))
    throw new AppError('csrf_failed', 'Error entries are accepted from the Plotwise web app only');
}

/**
 * POST /api/errors/list: the client's error entries (spec 8). An entry is inserted only if none with the
 * same reference exists; it is accepted without a session because a 401 is one of the errors it records, so it
 * is bounded: same origin only, small entries, a rate per address and per server, and a retention cap.
 */
export function registerErrorRoutes(app: FastifyInstance, db: Db, config: Config) {
  let windowStart = Date.now();
  let inWindow = 0;
  const serverRateExceeded = () => {
    if (Date.now() - windowStart >= 60_000) [windowStart, inWindow] = [Date.now(), 0];
    return ++inWindow > ERROR_ENTRY_LIMITS.perServerPerMinute;
  };

  const routeLimits = { bodyLimit: ERROR_ENTRY_LIMITS.bodyBytes, config: { rateLimit: { max: ERROR_ENTRY_LIMITS.perAddressPerMinute, timeWindow: '1 minute' } } };
  app.post('/api/errors/list', routeLimits, async (req, reply) => {
    sameOrigin(req, config);
    const { name, reference, log } = validate(errorEntrySchema, req.body);
    const logJson = JSON.stringify(log ?? null);
    if (logJson.length > ERROR_ENTRY_LIMITS.logBytes) throw new AppError('payload_too_large', `log is larger than ${ERROR_ENTRY_LIMITS.logBytes / 1024} KB`);
    if (serverRateExceeded()) throw new AppError('rate_limited', 'Too many error entries right now; try again in a minute');
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO errors (name, reference, log, company_id, user_id) VALUES ($1, $2, $3::jsonb, $4, $5)
       ON CONFLICT (reference) DO NOTHING RETURNING id`,
      [name, reference, logJson, req.actor?.companyId ?? null, req.actor?.userId ?? null],
    );
    if (inserted[0]) {
      // retention: drop what is older than the kept days or beyond the kept number (an index range on id; the
      // server-wide rate bounds how often this runs)
      await db.query(
        `DELETE FROM errors WHERE created_at < now() - make_interval(days => $1)
            OR id <= (SELECT id FROM errors ORDER BY id DESC OFFSET $2 LIMIT 1)`,
        [ERROR_ENTRY_LIMITS.keptDays, ERROR_ENTRY_LIMITS.keptEntries],
      );
      return reply.status(201).send({ id: inserted[0].id, name, reference, created: true });
    }
    const existing = await db.query<{ id: number }>('SELECT id FROM errors WHERE reference = $1', [reference]);
    return reply.status(200).send({ id: existing[0]?.id, name, reference, created: false });
  });
}
