import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../auth/sessions';
import { AppError, forbidden } from './appError';

/**
 * Who may call a route, declared once per route (`{ config: { access: 'signedIn' } }`) and checked in one hook:
 * - public: anyone (sign-in, public publication pages, health);
 * - signedIn: a user with a session (401 without);
 * - companyAdmin: an admin of their company, or staff (403 otherwise);
 * - staff: our own support (403 otherwise).
 */
export type AccessLevel = 'public' | 'signedIn' | 'companyAdmin' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
  }
}

/** Route options that declare an access level (merged with any other route config, e.g. a rate limit). */
export const access = (level: AccessLevel, config: Record<string, unknown> = {}) => ({ config: { ...config, access: level } });

/** Refuse a request its route's access level does not allow. */
export function checkAccess(level: AccessLevel, actor: Actor | null): void {
  if (level === 'public') return;
  if (!actor) throw new AppError('unauthenticated', 'Sign in first');
  if (level === 'staff' && !actor.isStaff) throw forbidden('Only staff may use this');
  if (level === 'companyAdmin' && !actor.isAdmin && !actor.isStaff) throw forbidden('Only an admin of the company may do this');
}

/** The signed-in actor of a route declared signedIn, companyAdmin or staff (the hook has checked it). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new AppError('unauthenticated', 'Sign in first');
  return req.actor;
}

/** Check a request against its route's declared access level (after the session lookup, before the body is read). */
export function checkRouteAccess(req: FastifyRequest): void {
  const level = req.routeOptions.config?.access;
  if (level) checkAccess(level, req.actor);
}

/**
 * Keep every API route honest: each must declare an access level. Answers the routes registered after this call
 * that do not (a test keeps the list empty).
 */
export function collectUndeclaredRoutes(app: FastifyInstance): () => string[] {
  const undeclared: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api') || methods.every((m) => m === 'HEAD')) return;
    if (!route.config?.access) undeclared.push(`${methods.join(',')} ${route.url}`);
  });
  return () => [...undeclared];
}
