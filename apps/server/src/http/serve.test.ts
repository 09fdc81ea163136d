import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@plotwise/contracts';
import { installErrorHandler } from './errorHandler';
import { openApiDocument } from './openapi';
import { serve } from './serve';
import { collectApiRoutes } from './access';

// A route declared by its contract, served on a bare Fastify: inputs parsed, answers checked, page headers set.
const echo = defineRoute({
  method: 'POST',
  path: '/api/test/:id/echo',
  access: 'public',
  summary: 'Echo the inputs',
  params: z.strictObject({ id: z.coerce.number().int().min(1) }),
  query: z.strictObject({ wrong: z.enum(['yes', 'no']).default('no') }),
  body: z.strictObject({ name: z.string().min(1) }),
  response: z.object({ id: z.number(), name: z.string() }),
});
const page = defineRoute({ method: 'GET', path: '/api/test/page', access: 'public', summary: 'A page', response: z.object({ n: z.number() }), paged: true });
const png = defineRoute({ method: 'GET', path: '/api/test/file.png', access: 'public', summary: 'A file', response: z.unknown(), file: 'image/png' });
const away = defineRoute({ method: 'GET', path: '/api/test/away', access: 'public', summary: 'Elsewhere', response: z.unknown(), status: 302 });
const gone = defineRoute({ method: 'DELETE', path: '/api/test/gone', access: 'public', summary: 'Nothing back', response: z.undefined(), status: 204 });

const app = Fastify();
let routes: () => ReturnType<ReturnType<typeof collectApiRoutes>>;
beforeAll(async () => {
  installErrorHandler(app);
  app.decorate('checkAnswers', true);
  routes = collectApiRoutes(app);
  // the handler answers a number for the name when asked to: the contract check must catch it
  serve(app, echo, async ({ params, query, body }) => ({ id: params.id, name: query.wrong === 'yes' ? (42 as unknown as string) : body.name }));
  serve(app, page, async () => ({ items: [{ n: 1 }, { n: 2 }], total: 7 }));
  serve(app, gone, async () => undefined);
  serve(app, png, async () => Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  serve(app, away, async (_, _req, reply) => reply.redirect('/elsewhere'));
  await app.ready();
});
afterAll(() => app.close());

describe('routes served from their contracts', () => {
  it('parses path, query and body by the schemas and answers what the handler returns', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/12/echo', payload: { name: 'Knarwijk' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 12, name: 'Knarwijk' });
  });

  it('refuses bad inputs with 400 validation_failed naming where', async () => {
    const badPath = await app.inject({ method: 'POST', url: '/api/test/x/echo', payload: { name: 'a' } });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().error.code).toBe('invalid_id');
    const badBody = await app.inject({ method: 'POST', url: '/api/test/3/echo', payload: { name: '', extra: 1 } });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().error.message).toMatch(/name/);
    expect((await app.inject({ method: 'POST', url: '/api/test/3/echo?wrong=maybe', payload: { name: 'a' } })).statusCode).toBe(400);
  });

  it('fails an answer that breaks its contract when answers are checked (as in every API test)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/3/echo?wrong=yes', payload: { name: 'a' } });
    expect(res.statusCode).toBe(500);
  });

  it('sends a paged answer as its items with X-Total-Count, and 204 without a body', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/page' });
    expect(res.json()).toEqual([{ n: 1 }, { n: 2 }]);
    expect(res.headers['x-total-count']).toBe('7');
    const del = await app.inject({ method: 'DELETE', url: '/api/test/gone' });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
  });

  it('sends a file with its media type, and lets a handler answer itself (a redirect)', async () => {
    const file = await app.inject({ method: 'GET', url: '/api/test/file.png' });
    expect(file.headers['content-type']).toBe('image/png');
    expect([...file.rawPayload]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const redirect = await app.inject({ method: 'GET', url: '/api/test/away' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/elsewhere');
  });

  it('writes the OpenAPI operation from the contract: summary, parameters, body and answer', () => {
    const doc = openApiDocument(routes()) as { paths: Record<string, Record<string, any>> };
    const op = doc.paths['/api/test/{id}/echo']!.post;
    expect(op.summary).toBe('Echo the inputs');
    expect(op['x-access']).toBe('public');
    expect(op.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(['path:id', 'query:wrong']);
    expect(op.requestBody.content['application/json'].schema.required).toEqual(['name']);
    expect(Object.keys(op.responses[200].content['application/json'].schema.properties)).toEqual(['id', 'name']);
    expect(doc.paths['/api/test/page']!.get.responses[200].headers['X-Total-Count']).toBeDefined();
    expect(Object.keys(doc.paths['/api/test/file.png']!.get.responses[200].content)).toEqual(['image/png']);
  });
});
