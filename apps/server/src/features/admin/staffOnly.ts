import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../auth/sessions';
import { AppError, forbidden } from '../../http/appError';

/** The actor of a request to the admin API: signed in (401) and staff (403). */
export function staffOnly(req: FastifyRequest): Actor {
  if (!req.actor) throw new AppError('unauthenticated', 'Sign in first');
  if (!req.actor.isStaff) throw forbidden('Only staff may use the admin API');
  return req.actor;
}

/** Whether a URL belongs to the admin API, which only staff may call (checked once for every route). */
export const isAdminApi = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/') || url.startsWith('/api/admin?');
