import {
  CSRF_HEADER,
  ERROR_ENTRY_SIZE,
  routeUrl,
  type ApiRecord,
  type ApiWrite,
  type EntityName,
  type RouteAddress,
  type RouteAnswer,
  type RouteContract,
  type RouteInput,
  type RouteItem,
  type StorageName,
} from '@plotwise/contracts';
import { ApiError, errorOfAnswer } from './ApiError';

export type Id = number | string;
/** The entities the generic data API serves, by storage name (spec section 7). */
export type ApiEntity = StorageName & EntityName;
export type Where = Record<string, unknown>;

export interface ListParams {
  limit?: number;
  offset?: number;
  order?: string;
  depth?: number;
  where?: Where;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Statuses the caller handles itself (a wrong password on login): no logging, no error entry. */
  expected?: number[];
}

/** How one call is made: cancelled by `signal`; `expected` statuses are the caller's to handle (no error entry). */
export type CallOptions = Pick<RequestOptions, 'signal' | 'expected'>;

/** The arguments of a call to a declared route: its inputs (when it has any) and the call options. */
type CallArgs<C extends RouteContract> = keyof RouteInput<C> extends never ? [input?: CallOptions] : [input: RouteInput<C> & CallOptions];

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Called after a 401 has been recorded, to send the user to the login screen. */
  onUnauthorized?: () => void;
  logger?: Pick<Console, 'error'>;
}

export interface ErrorEntry {
  name: 'error_401' | 'error_general';
  reference: string;
  log: string;
}

export interface ListResult<T> {
  items: T[];
  total: number;
}

export function listQueryString(params: ListParams = {}): string {
  const q = new URLSearchParams();
  if (params.limit !== undefined) q.set('limit', String(params.limit));
  if (params.offset !== undefined) q.set('offset', String(params.offset));
  if (params.order) q.set('order', params.order);
  if (params.depth !== undefined) q.set('depth', String(params.depth));
  if (params.where && Object.keys(params.where).length > 0) q.set('where', JSON.stringify(params.where));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** One reference per kind of failure, so the server's insert-if-absent keeps one entry per kind. */
export function errorReference(method: string, url: string, status: number, code: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;
  // Record ids vary per call; the failing endpoint is what matters.
  const shape = path.replace(/\/\d+(?=\/|$)/g, '/:id');
  return `${status} ${method} ${shape} ${code}`;
}

// the server refuses an error entry over ERROR_ENTRY_SIZE.bodyBytes: the free-length parts of ours are cut short
// (500 characters each stays within the bound even when every character needs escaping twice or 3 UTF-8 bytes)
const ENTRY_TEXT_CHARS = 500;
const cut = (s: string, chars = ENTRY_TEXT_CHARS) => (s.length > chars ? `${s.slice(0, chars)}…` : s);

async function readError(res: Response, method: string, url: string): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  return errorOfAnswer({ status: res.status, statusText: res.statusText, text }, method, url);
}

export function createApiClient(options: ApiClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const logger = options.logger ?? console;

  async function recordError(entry: ErrorEntry): Promise<void> {
    try {
      await doFetch(`${base}/errors/list`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'plotwise' },
        body: JSON.stringify(entry),
      });
    } catch {
      // Recording must never hide the original failure nor loop into another one.
    }
  }

  async function handleFailure(error: ApiError, expected: number[] | undefined): Promise<never> {
    if (expected?.includes(error.status)) throw error;
    logger.error(`[api] ${error.method} ${error.url} failed: ${error.status} ${error.code} ${error.message}`);
    if (error.status === 404) throw error;
    const log = JSON.stringify({ status: error.status, code: cut(error.code, 100), message: cut(error.message), method: error.method, url: cut(error.url), at: new Date().toISOString() });
    const reference = cut(errorReference(error.method, error.url, error.status, error.code), ERROR_ENTRY_SIZE.referenceChars - 1);
    if (error.status === 401) {
      await recordError({ name: 'error_401', reference, log });
      options.onUnauthorized?.();
    } else {
      await recordError({ name: 'error_general', reference, log });
    }
    throw error;
  }

  async function send<T>(method: string, path: string, opts: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
    let url = `${base}${path}`;
    if (opts.query) {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(opts.query)) if (v !== undefined) q.set(k, String(v));
      const s = q.toString();
      if (s) url += (url.includes('?') ? '&' : '?') + s;
    }
    const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    // the custom header is the server's CSRF check for cookie-authenticated writes
    const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json', [CSRF_HEADER]: 'plotwise' } };
    if (opts.signal) init.signal = opts.signal;
    if (opts.body !== undefined) {
      if (isForm) init.body = opts.body as FormData;
      else {
        init.body = JSON.stringify(opts.body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
    }
    let res: Response;
    try {
      res = await doFetch(url, init);
    } catch (e) {
      if ((e as { name?: string })?.name === 'AbortError') throw e;
      return handleFailure(new ApiError({ status: 0, code: 'network_error', message: String((e as Error)?.message ?? e), method, url }), opts.expected);
    }
    if (!res.ok) return handleFailure(await readError(res, method, url), opts.expected);
    if (res.status === 204) return { data: undefined as T, headers: res.headers };
    const text = await res.text();
    return { data: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
  }

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    return (await send<T>(method, path, opts)).data;
  }

  const withTotal = <T>({ data, headers }: { data: T[]; headers: Headers }): ListResult<T> => {
    const items = Array.isArray(data) ? data : [];
    const header = Number(headers.get('x-total-count'));
    return { items, total: Number.isFinite(header) && headers.has('x-total-count') ? header : items.length };
  };

  async function list<N extends ApiEntity>(entity: N, params: ListParams = {}, signal?: AbortSignal): Promise<ListResult<ApiRecord<N>>> {
    return withTotal(await send<ApiRecord<N>[]>('GET', `/${entity}/list${listQueryString(params)}`, signal ? { signal } : {}));
  }

  /** A list endpoint beside the generic ones (the admin API): its items and X-Total-Count. */
  async function page<T>(path: string, query: RequestOptions['query'] = {}, signal?: AbortSignal): Promise<ListResult<T>> {
    return withTotal(await send<T[]>('GET', path, { query, ...(signal ? { signal } : {}) }));
  }

  /** The request of a declared route (contracts defineRoute) with its inputs; the web base already is /api. */
  function sendRoute<T>(contract: RouteAddress, input: Partial<{ params: object; query: object; body: unknown }> & CallOptions = {}) {
    const path = routeUrl(contract, (input.params ?? {}) as Record<string, unknown>).replace(/^\/api/, '');
    const query = input.query as RequestOptions['query'];
    return send<T>(contract.method, path, { body: input.body ?? (contract.method === 'GET' || contract.method === 'DELETE' ? undefined : {}), query, signal: input.signal, expected: input.expected });
  }

  /** Call a declared route: its answer typed by the route's contract, never by hand. */
  async function call<C extends RouteContract>(contract: C, ...[input]: CallArgs<C>): Promise<RouteAnswer<C>> {
    return (await sendRoute<RouteAnswer<C>>(contract, input)).data;
  }

  /**
   * Call a declared route by its address, typed by its contract's type alone (`callAt<typeof routes.page>({ method,
   * path }, input)` with an `import type`): for the public pages' first load, which must not load the contracts'
   * schemas (and zod) to make a request. A wrong method or path does not compile.
   */
  async function callAt<C extends RouteContract>(address: Pick<C, 'method' | 'path'>, ...[input]: CallArgs<C>): Promise<RouteAnswer<C>> {
    return (await sendRoute<RouteAnswer<C>>(address, input)).data;
  }

  /** Call a declared multipart route (a file upload) with its form: the path from its params, the answer typed by its contract. */
  async function callForm<C extends RouteContract & { multipart: true }>(contract: C, form: FormData, ...[input]: CallArgs<C>): Promise<RouteAnswer<C>> {
    return (await sendRoute<RouteAnswer<C>>(contract, { ...input, body: form })).data;
  }

  /** Call a declared paged route: one page of its items and the total. */
  async function callPage<C extends RouteContract & { paged: true }>(contract: C, ...[input]: CallArgs<C>): Promise<ListResult<RouteItem<C>>> {
    return withTotal(await sendRoute<RouteItem<C>[]>(contract, input));
  }

  return {
    call,
    callForm,
    callAt,
    callPage,
    request,
    recordError,
    list,
    page,
    detail: <N extends ApiEntity>(entity: N, id: Id, depth = 1, signal?: AbortSignal) =>
      request<ApiRecord<N>>('GET', `/${entity}/detail/${encodeURIComponent(String(id))}`, { query: { depth }, ...(signal ? { signal } : {}) }),
    create: <N extends ApiEntity>(entity: N, body: ApiWrite<N>) => request<ApiRecord<N>>('POST', `/${entity}/list`, { body }),
    /** Several records in one call (one transaction): all are created or none. */
    createMany: <N extends ApiEntity>(entity: N, bodies: ApiWrite<N>[]) => request<ApiRecord<N>[]>('POST', `/${entity}/list`, { body: bodies }),
    /** `expected`: refusals the screen handles itself (not logged as errors), e.g. 409 on a stale version. */
    update: <N extends ApiEntity>(entity: N, id: Id, body: ApiWrite<N>, { expected }: Pick<RequestOptions, 'expected'> = {}) =>
      request<ApiRecord<N>>('PATCH', `/${entity}/detail/${encodeURIComponent(String(id))}`, { body, expected }),
    order: (entity: ApiEntity, pairs: { id: Id; order: number }[]) => request<unknown>('PUT', `/${entity}/order`, { body: pairs }),
    /** Several records changed in one transaction; `expected` as for `update` (e.g. 409 when one was based on an older version). */
    bulkUpdate: <N extends ApiEntity>(entity: N, records: (ApiWrite<N> & { id: Id })[], { expected }: Pick<RequestOptions, 'expected'> = {}) =>
      request<ApiRecord<N>[]>('PUT', `/${entity}/detail`, { body: records, expected }),
    remove: (entity: ApiEntity, id: Id) => request<void>('DELETE', `/${entity}/detail/${encodeURIComponent(String(id))}`),
    removeWhere: (entity: ApiEntity, where: Where) => request<void>('DELETE', `/${entity}/list`, { body: { where } }),
    upload: (form: FormData) => request<ApiRecord<'images'>>('POST', '/images/upload', { body: form }),
  };
}
