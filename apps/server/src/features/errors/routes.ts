import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER, ERROR_ENTRY_SIZE, errorRoutes } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { isOwnOrigin } from '../../http/security';
import { serve } from '../../http/serve';
import { recordErrorEntry } from './recordErrorEntry';

/** Bounds of anonymous storage beside the entry size (contracts' ERROR_ENTRY_SIZE): rates, and what is kept. */
export const ERROR_ENTRY_LIMITS = {
  perAddressPerMinute: 20,
  perServerPerMinute: 300,
  keptEntries: 10_000,
  keptDays: 90,
} as const;

/** The log as stored JSON text, at most ERROR_ENTRY_SIZE.logChars: a longer one is kept as the start of its text. */
function logText(log: unknown): string {
  const json = JSON.stringify(log ?? null);
  if (json.length <= ERROR_ENTRY_SIZE.logChars) return json;
  // whole code points (half an emoji is not valid in jsonb), and shorter again when escapes make the text longer
  const chars = [...(typeof log === 'string' ? log : json)];
  let keep: number = ERROR_ENTRY_SIZE.logChars;
  let cut: string;
  do {
    keep = Math.floor(keep * 0.8);
    cut = JSON.stringify(`${chars.slice(0, keep).join('')} [cut]`);
  } while (cut.length > ERROR_ENTRY_SIZE.logChars);
  return cut;
}

/** Only the web app itself may record entries: our header (a cross-site page cannot add it) and our origin. */
function sameOrigin(req: FastifyRequest, config: Config) {
  const site = req.headers['sec-fetch-site'];
  if (!req.headers[CSRF_HEADER] || !isOwnOrigin(req, config) || (site !== undefined && site !== 'same-origin'))
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

  // serve gives a route its config only: the size bound (413 before the body is parsed) and the origin check (before
  // the body is judged) are the route's options, set as it is registered
  const { method, path } = errorRoutes.record;
  app.addHook('onRoute', (route) => {
    if (route.url !== path || route.method !== method) return;
    route.bodyLimit = ERROR_ENTRY_SIZE.bodyBytes;
    const checkOrigin = async (req: FastifyRequest) => sameOrigin(req, config);
    route.preHandler = [route.preHandler ?? []].flat().concat(checkOrigin);
  });

  // signed out too: a failed sign-in page reports its errors
  const rateLimit = { max: ERROR_ENTRY_LIMITS.perAddressPerMinute, timeWindow: '1 minute' };
  serve(
    app,
    errorRoutes.record,
    async ({ body: { name, reference, log } }, req, reply) => {
      const logJson = logText(log);
      if (serverRateExceeded()) throw new AppError('rate_limited', 'Too many error entries right now; try again in a minute');
      const entry = { name, reference, logJson, companyId: req.actor?.companyId ?? null, userId: req.actor?.userId ?? null };
      const { id, created } = await recordErrorEntry(db, entry, ERROR_ENTRY_LIMITS);
      // a new entry is 201, the known one of the same reference 200 (serve keeps the status a handler chose)
      void reply.status(created ? 201 : 200);
      return { id, name, reference, created };
    },
    { rateLimit },
  );
}
