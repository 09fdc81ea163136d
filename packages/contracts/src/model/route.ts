import type { z } from 'zod';

// A route of the API as both sides know it (issue #15 items 1 and 2): the server registers it from this
// declaration (access level checked in one hook, inputs parsed by these schemas, its answer typed by the
// response schema and checked against it in the API tests), the OpenAPI document is written from it, and the
// web calls it with `api.call(route, input)`, typed by the same schemas. No side types an answer by hand.

/**
 * Who may call a route, checked in one hook before the body is read:
 * - public: anyone (sign-in, public publication pages, health);
 * - signedIn: a user with a session (401 without);
 * - companyAdmin: an admin of their company, or staff (403 otherwise);
 * - staff: our own support (403 otherwise).
 */
export type AccessLevel = 'public' | 'signedIn' | 'companyAdmin' | 'staff';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContract {
  method: HttpMethod;
  /** Fastify syntax, under /api: `/api/admin/scheduler/:name/runs` */
  path: `/api/${string}`;
  access: AccessLevel;
  /** one line for the OpenAPI document */
  summary: string;
  /** the path parameters (`:name`), parsed from strings */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** what a success answers; of a paged route, one item (the answer is a page of them with X-Total-Count) */
  response: z.ZodType;
  /** the answer is one page of `response` items, the total in the X-Total-Count header */
  paged?: true;
  /** the status of a success: 200 unless declared (202 accepted as a job; 204 answers no body; 302 redirects, the handler answering itself) */
  status?: 200 | 201 | 202 | 204 | 302;
  /** the body is multipart/form-data, read by the handler itself (a file upload): no `body` schema */
  multipart?: true;
  /** the answer is a file of this media type (an XLSX, a PNG, a vector tile), not JSON: `response` is z.unknown() */
  file?: string;
}

/** Declare a route of the API (see RouteContract); the literal types are kept for both sides. */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

type Part<C, K extends 'params' | 'query' | 'body', IO extends 'in' | 'out'> = C extends { [P in K]: infer S extends z.ZodType }
  ? { [P in K]: IO extends 'in' ? z.input<S> : z.output<S> }
  : unknown;

/** What a caller sends: the path parameters and body it must give, the query it may give (before parsing). */
export type RouteInput<C extends RouteContract> = Part<C, 'params', 'in'> & Partial<Part<C, 'query', 'in'>> & Part<C, 'body', 'in'>;

/** What the server's handler receives: the inputs as the route's schemas parsed them. */
export type RouteParsed<C extends RouteContract> = Part<C, 'params', 'out'> & Part<C, 'query', 'out'> & Part<C, 'body', 'out'>;

/** One item of a paged route's answer, or the whole answer of any other route. */
export type RouteItem<C extends RouteContract> = z.output<C['response']>;

/** What a success answers in the body (a paged route: the page's items). */
export type RouteAnswer<C extends RouteContract> = C extends { paged: true } ? RouteItem<C>[] : RouteItem<C>;

/** A route's address: what a caller needs to reach it, without its schemas. */
export type RouteAddress = Pick<RouteContract, 'method' | 'path'>;

/** The URL path of a route with its parameters filled in (each encoded), still under /api; an optional one (`/:name?`) without a value is left out. */
export function routeUrl(contract: RouteAddress, params: Record<string, unknown> = {}): string {
  return contract.path.replace(/\/:(\w+)(\??)/g, (_, name: string, optional: string) => {
    const value = params[name];
    if (value !== undefined && value !== null && value !== '') return `/${encodeURIComponent(String(value))}`;
    if (optional) return '';
    throw new Error(`${contract.method} ${contract.path}: no value for :${name}`);
  });
}

