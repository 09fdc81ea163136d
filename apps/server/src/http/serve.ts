import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteContract, RouteItem, RouteParsed } from '@plotwise/contracts';
import { AppError } from './appError';
import { validate } from './validate';

/** What a handler returns: the answer its contract declares; of a paged route, one page and the total. */
type HandlerAnswer<C extends RouteContract> = C extends { status: 204 }
  ? void
  : C extends { file: string }
    ? unknown
  : C extends { paged: true }
    ? { items: RouteItem<C>[]; total: number }
    : RouteItem<C>;

/** A route's handler: the inputs as its contract's schemas parsed them; the request for the actor, address and headers. */
export type Handler<C extends RouteContract> = (input: RouteParsed<C>, req: FastifyRequest, reply: FastifyReply) => Promise<HandlerAnswer<C>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** check every declared route's answer against its contract (the API tests turn it on: a wrong answer is a 500 there) */
    checkAnswers: boolean;
  }
}

/** Why an answer does not match its contract: a fault of ours, never of the caller, so a plain Error (500). */
function answerMismatch(contract: RouteContract, error: z.ZodError): Error {
  const issues = error.issues.slice(0, 5).map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`);
  return new Error(`the answer of ${contract.method} ${contract.path} does not match its contract: ${issues.join('; ')}`);
}

/** Path parameters parsed by their schema; a malformed record id (`:id`, `:plotId`) is 400 invalid_id, as in the generic API. */
function pathParams(schema: z.ZodType, raw: unknown): unknown {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const keys = r.error.issues.map((i) => String(i.path[0] ?? ''));
  if (keys.every((k) => k === 'id' || k.endsWith('Id'))) throw new AppError('invalid_id', `${keys.join(', ')}: an id is a whole number from 1`, { ids: raw });
  return validate(schema, raw, 'path');
}

/**
 * Register a route as its contract declares it: the access level (checked in the onRequest hook, before the body
 * is read), the path parameters, query and body parsed by its schemas (400 validation_failed naming each problem),
 * the success status, and for a paged route the X-Total-Count header. The handler only does the work.
 */
export function serve<const C extends RouteContract>(app: FastifyInstance, contract: C, handler: Handler<C>, config: Record<string, unknown> = {}): void {
  const answerSchema = contract.paged ? z.array(contract.response) : contract.response;
  app.route({
    method: contract.method,
    url: contract.path,
    config: { ...config, access: contract.access, contract },
    handler: async (req, reply) => {
      const input: Record<string, unknown> = {};
      if (contract.params) input.params = pathParams(contract.params, req.params);
      if (contract.query) input.query = validate(contract.query, req.query ?? {}, 'query');
      if (contract.body) input.body = validate(contract.body, req.body ?? {}, 'body');
      const result = await handler(input as RouteParsed<C>, req, reply);
      // the handler answered itself: a redirect, a stream, a file with its own headers
      if (reply.sent) return reply;
      if (contract.status === 204) return reply.status(204).send();
      if (contract.file) return reply.status(contract.status ?? reply.statusCode).type(contract.file).send(result);
      const answer = contract.paged ? (result as { items: unknown[]; total: number }).items : result;
      if (app.checkAnswers) {
        const checked = answerSchema.safeParse(answer);
        if (!checked.success) throw answerMismatch(contract, checked.error);
      }
      if (contract.paged) void reply.header('X-Total-Count', String((result as { total: number }).total));
      // a status the handler chose (201 when something was made) stands unless the contract declares one
      return reply.status(contract.status ?? reply.statusCode).send(answer);
    },
  });
}

/**
 * Route options of a route declared by a contract whose handler reads its own inputs: the generic routes, where the
 * entity named in the path decides how a body is parsed (parseWrite) and which error comes first (unknown_entity).
 * The access level and the contract are the route's as with serve, so apiRoutes() and the OpenAPI document see both.
 */
export const declaredBy = (contract: RouteContract) => ({ config: { access: contract.access, contract } });
