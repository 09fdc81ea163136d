import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes, type ErrorBody, type ErrorCode } from '@plotwise/contracts';
import { AppError } from './appError';
import { isConnectionLoss } from '../db/connectionLoss';

// Fastify's own error codes for bad requests, mapped to ours.
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_VALIDATION: 'validation_failed',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
  FST_ERR_RATE_LIMIT: 'rate_limited',
};

interface DatabaseError extends Error {
  code: string;
  detail?: string;
  constraint?: string;
}
const isDatabaseError = (e: unknown): e is DatabaseError =>
  e instanceof Error && 'code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'routine' in e);

/** SQLSTATE classes that mean "your data", not "our bug". */
function databaseError(e: DatabaseError): [ErrorCode, string] {
  if (e.code === '23505') return ['conflict', `That record already exists${e.constraint ? ` (${e.constraint.replace(/_key$/, '')})` : ''}`];
  if (e.code === '23503') return ['reference_not_found', 'A referenced record does not exist'];
  if (e.code === '23502') return ['validation_failed', 'A required value is missing'];
  if (e.code.startsWith('22')) return ['validation_failed', `A value is out of range or malformed: ${e.message}`];
  if (e.code === 'XX000' && /geometry|geojson|ring|polygon/i.test(e.message)) return ['validation_failed', `Invalid geometry: ${e.message}`];
  return ['internal_error', 'Something went wrong on our side; it has been logged.'];
}

/** Told of every refusal answered (code and details), e.g. to record the ones by a limit of the server. */
export type OnRefusal = (req: FastifyRequest, code: ErrorCode, details: unknown) => Promise<void>;

/** Install the one mapping from errors to JSON responses; no stack trace ever leaves the server. */
export function installErrorHandler(app: FastifyInstance, onRefusal?: OnRefusal) {
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    let code: ErrorCode;
    let message: string;
    let details: unknown;
    if (err instanceof AppError) {
      ({ code, message, details } = err);
      // a refusal that knows when it ends says so (the visitor budget's bounds)
      const retryAfter = (details as { retryAfter?: unknown } | undefined)?.retryAfter;
      if ((code === 'rate_limited' || code === 'visitor_storage_full') && typeof retryAfter === 'number') void reply.header('Retry-After', String(retryAfter));
    } else if ('code' in err && typeof err.code === 'string' && fastifyCodes[err.code]) {
      code = fastifyCodes[err.code]!;
      message = err.message;
    } else if (isConnectionLoss(err)) {
      // the database restarted or dropped us: nothing was acknowledged, the client may retry
      req.log.warn({ err }, 'database connection lost');
      code = 'database_unavailable';
      message = 'The database is not reachable right now; nothing was saved. Try again in a moment.';
      void reply.header('Retry-After', '5');
    } else if (isDatabaseError(err)) {
      [code, message] = databaseError(err);
      if (code === 'internal_error') req.log.error({ err }, 'database error');
    } else if ('statusCode' in err && typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      code = err.statusCode === 413 ? 'payload_too_large' : err.statusCode === 429 ? 'rate_limited' : 'bad_request';
      message = err.message;
    } else {
      req.log.error({ err }, 'unexpected error');
      code = 'internal_error';
      message = 'Something went wrong on our side; it has been logged.';
    }
    if (onRefusal) void onRefusal(req, code, details).catch((e: unknown) => req.log.warn({ err: e }, 'a refusal could not be recorded'));
    const body: ErrorBody = { error: details === undefined ? { code, message } : { code, message, details } };
    void reply.status(errorCodes[code]).type('application/json').send(body);
  });
}

/** The JSON answer for a path no route serves. */
export const noRouteBody = (method: string, url: string): ErrorBody => ({
  error: { code: 'not_found', message: `No route for ${method} ${url.split('?')[0]}` },
});
