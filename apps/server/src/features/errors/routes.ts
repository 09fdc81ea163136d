import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { validate } from '../../http/validate';

const errorEntrySchema = z.strictObject({
  name: z.string().min(1).max(200),
  reference: z.string().min(1).max(500),
  log: z.unknown().optional(),
});

/**
 * POST /api/errors/list: the client's error entries (spec 8). An entry is inserted only if none with the
 * same reference exists; it is accepted without a session because a 401 is one of the errors it records.
 */
export function registerErrorRoutes(app: FastifyInstance, db: Db) {
  app.post('/api/errors/list', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (req, reply) => {
    const { name, reference, log } = validate(errorEntrySchema, req.body);
    const logJson = JSON.stringify(log ?? null);
    if (logJson.length > 64 * 1024) throw new AppError('payload_too_large', 'log is larger than 64 KB');
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO errors (name, reference, log, company_id, user_id) VALUES ($1, $2, $3::jsonb, $4, $5)
       ON CONFLICT (reference) DO NOTHING RETURNING id`,
      [name, reference, logJson, req.actor?.companyId ?? null, req.actor?.userId ?? null],
    );
    if (inserted[0]) return reply.status(201).send({ id: inserted[0].id, name, reference, created: true });
    const existing = await db.query<{ id: number }>('SELECT id FROM errors WHERE reference = $1', [reference]);
    return reply.status(200).send({ id: existing[0]?.id, name, reference, created: false });
  });
}
