import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessLevel, RouteContract } from '@plotwise/contracts';
import { AppError, forbidden } from './appError';

// Who may call a route (contracts AccessLevel) is declared once per route, by its contract (http/serve.ts: serve or
// declaredBy), and checked in one hook.
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
    /** the route's declaration (routes registered with `serve`) */
    contract?: RouteContract;
  }
}

/** Refuse a request its route's access level does not allow. */
export function checkAccess(level: AccessLevel, actor: FastifyRequest['actor']): void {
  if (level === 'public') return;
  if (!actor) throw new AppError('unauthenticated', 'Sign in first');
  if (level === 'staff' && !actor.isStaff) throw forbidden('Only staff may use this');
  if (level === 'companyAdmin' && !actor.isAdmin && !actor.isStaff) throw forbidden('Only an admin of the company may do this');
}

/**
 * The signed-in actor of a route declared signedIn, companyAdmin or staff (the hook has checked it). Its type is auth's
 * Actor, declared on the request by auth/sessions.ts: the HTTP layer imports nothing of auth.
 */
export function actorOf(req: FastifyRequest): NonNullable<FastifyRequest['actor']> {
  if (!req.actor) throw new AppError('unauthenticated', 'Sign in first');
  return req.actor;
}

/** Whether a URL lies under /api/admin: staff only, whatever a route there declares, and for URLs no route has yet. */
const isAdminPath = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/') || url.startsWith('/api/admin?');

/** Check a request against its route's declared access level (after the session lookup, before the body is read). */
export function checkRouteAccess(req: FastifyRequest): void {
  const level = isAdminPath(req.url) ? 'staff' : req.routeOptions.config?.access;
  if (level) checkAccess(level, req.actor);
}

/** An API route as registered: what the OpenAPI document lists and the access test checks. */
export interface ApiRoute {
  method: string;
  /** Fastify syntax: `/api/:entity/detail/:id` */
  url: string;
  access: AccessLevel | undefined;
  /** the route's contract: its schemas and summary (none: routeContracts.test.ts fails) */
  contract: RouteContract | undefined;
}

/** Every API route registered after this call, with its declared access level (none: a test fails). */
export function collectApiRoutes(app: FastifyInstance): () => ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method])
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config?.access, contract: route.config?.contract });
  });
  return () => [...routes];
}
