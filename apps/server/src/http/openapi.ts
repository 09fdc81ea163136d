import { z } from 'zod';
import {
  apiEntityNames,
  entities,
  errorCodes,
  recordSchema,
  whereOperators,
  type RouteContract,
} from '@plotwise/contracts';
import { SESSION_COOKIE } from './sessionCookie';
import type { ApiRoute } from './access';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const errorResponse = { description: 'Error', ...json(ref('Error')) };
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

/** The parameters of a path or query schema (an object schema) as OpenAPI lists them. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: s }));
}

/** The operation of a declared route, written from its contract: summary, parameters, body and answer schemas. */
function operationOf(contract: RouteContract) {
  const status = contract.status ?? 200;
  const answer = () => z.toJSONSchema(contract.paged ? z.array(contract.response) : contract.response, { io: 'output', unrepresentable: 'any' });
  const ok =
    status === 204 || status === 302
      ? { description: status === 204 ? 'Done' : 'Redirect' }
      : contract.file
        ? { description: 'A file', content: { [contract.file]: { schema: { type: 'string', format: 'binary' } } } }
        : { description: contract.paged ? 'One page; the total in X-Total-Count' : 'OK', ...json(answer()), ...(contract.paged ? { headers: { 'X-Total-Count': { schema: { type: 'integer' } } } } : {}) };
  return {
    summary: contract.summary,
    parameters: [...parametersOf(contract.params, 'path'), ...parametersOf(contract.query, 'query')],
    ...(contract.body ? { requestBody: { required: true, ...json(z.toJSONSchema(contract.body, { io: 'input', unrepresentable: 'any' })) } } : {}),
    ...(contract.multipart ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } } } : {}),
    responses: { [status]: ok, 400: errorResponse, ...(contract.access === 'public' ? {} : { 401: errorResponse, 403: errorResponse }) },
  };
}

/** `/api/:entity/detail/:id` as OpenAPI writes it: `/api/{entity}/detail/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * Every registered route in the document with its access level (`x-access`; a session cookie unless public),
 * written from its contract. The generic data API's `{entity}` routes mark the per-entity paths they serve, written
 * from the entity registry (each with the entity's record schema); the public reads stay `{entity}` paths.
 */
function addRoutes(paths: Record<string, Record<string, Record<string, unknown>>>, routes: readonly ApiRoute[]) {
  // generic routes first: a specific route (POST /api/errors/list) is what answers, so its level is the one shown
  const generic = (r: ApiRoute) => (r.url.includes(':entity') ? 0 : 1);
  for (const route of [...routes].sort((a, b) => generic(a) - generic(b))) {
    const method = route.method.toLowerCase();
    const template = openApiPath(route.url);
    const served = template.includes('{entity}') ? apiEntityNames.map((name) => template.replace('{entity}', name)).filter((p) => paths[p]?.[method]) : [];
    for (const path of served.length ? served : [template]) {
      // a generic route served per entity keeps the entity's operation (its record schema); any other is its contract's
      const operation =
        route.contract && !served.length
          ? operationOf(route.contract)
          : ((paths[path] ??= {})[method] ?? { summary: `${route.method} ${route.url}`, responses: { 200: { description: 'OK' } } });
      paths[path] ??= {};
      paths[path][method] = { ...operation, 'x-access': route.access, ...(route.access === 'public' ? {} : { security: [{ session: [] }] }) };
    }
  }
}

/** The OpenAPI 3.1 document of the API: the registered routes with their access levels, bodies and records from the contracts' zod schemas. */
export function openApiDocument(routes: readonly ApiRoute[] = []) {
  const schemas: Record<string, unknown> = {
    Error: {
      type: 'object',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: ['code', 'message'],
          properties: { code: { type: 'string', enum: Object.keys(errorCodes) }, message: { type: 'string' }, details: {} },
        },
      },
    },
  };
  const paths: Record<string, Record<string, Record<string, unknown>>> = {
  };
  const listParams = [
    { name: 'limit', in: 'query', schema: { type: 'integer', default: 20, maximum: 500 } },
    { name: 'offset', in: 'query', schema: { type: 'integer', default: 0 } },
    { name: 'order', in: 'query', schema: { type: 'string' }, description: 'comma-separated fields, - for descending' },
    { name: 'depth', in: 'query', schema: { type: 'integer', minimum: 0, maximum: 10 }, description: 'nest children this deep' },
    { name: 'where', in: 'query', schema: { type: 'string' }, description: `JSON: {"field": value} or {"field": {"op": value}}, op one of ${whereOperators.join(', ')}` },
  ];
  for (const name of apiEntityNames) {
    const def = entities[name]!;
    const title = name[0]!.toUpperCase() + name.slice(1);
    schemas[title] = z.toJSONSchema(recordSchema(def), { unrepresentable: 'any' });
    const tags = [name];
    paths[`/api/${name}/list`] = {
      get: { tags, summary: `List ${name}`, parameters: listParams, responses: { 200: json({ type: 'array', items: ref(title) }), 400: errorResponse } },
      post: { tags, summary: `Create one or many ${name}`, requestBody: json({ oneOf: [ref(title), { type: 'array', items: ref(title) }] }), responses: { 201: json(ref(title)), 400: errorResponse } },
      delete: { tags, summary: `Delete ${name} matching a where condition`, requestBody: json({ type: 'object', properties: { where: { type: 'object' } }, required: ['where'] }), responses: { 200: { description: 'Deleted ids' }, 400: errorResponse } },
    };
    paths[`/api/${name}/detail/{id}`] = {
      get: { tags, parameters: [idParam], responses: { 200: json(ref(title)), 404: errorResponse } },
      patch: { tags, parameters: [idParam], requestBody: json(ref(title)), responses: { 200: json(ref(title)), 400: errorResponse, 404: errorResponse } },
      delete: { tags, parameters: [idParam], responses: { 204: { description: 'Deleted' }, 404: errorResponse } },
    };
    paths[`/api/${name}/detail`] = { put: { tags, summary: 'Bulk update; each record needs its id', requestBody: json({ type: 'array', items: ref(title) }), responses: { 200: json({ type: 'array', items: ref(title) }) } } };
    if ('order' in def.fields)
      paths[`/api/${name}/order`] = { put: { tags, summary: 'Set order values (clients send changed items, in steps of 10)', requestBody: json({ type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, order: { type: 'integer' } } } }), responses: { 200: { description: 'Updated' } } } };
  }
  addRoutes(paths, routes);
  const securitySchemes = { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } };
  return { openapi: '3.1.0', info: { title: 'Plotwise API', version: '1' }, paths, components: { schemas, securitySchemes } };
}
