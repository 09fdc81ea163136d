import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '@plotwise/contracts';
import type { Config } from '../config';
import { SESSION_COOKIE } from './sessionCookie';
import { AppError } from './appError';

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route acts on a secret token in its URL only, never on the session (public, signed-out links) */
    tokenInUrl?: boolean;
  }
}

/**
 * CSRF defence for cookie-authenticated writes: the request must carry our custom header (a cross-site
 * form or fetch cannot add it without a CORS preflight, which we never grant) and, when the browser names
 * an Origin, it must be our own. Sign-in is covered too, so that nobody can be signed in to someone
 * else's account behind their back.
 */
export function checkCsrf(req: FastifyRequest, config: Config): void {
  if (!unsafe.has(req.method)) return;
  // a route whose secret token in the URL is all its authority (the unsubscribe link) needs no cookie defence
  if (req.routeOptions.config?.tokenInUrl) return;
  const usesCookie = req.cookies[SESSION_COOKIE] !== undefined || req.url.startsWith('/api/auth/login');
  if (!usesCookie) return;
  if (!req.headers[CSRF_HEADER]) throw new AppError('csrf_failed', `Missing the ${CSRF_HEADER} header that every write from the app sends`);
  if (!isOwnOrigin(req, config)) throw new AppError('csrf_failed', `Requests from ${req.headers.origin} are not accepted`);
}

/** Whether the browser names no Origin, or our own (PUBLIC_URL or the host the request came to). */
export function isOwnOrigin(req: FastifyRequest, config: Config): boolean {
  const origin = req.headers.origin;
  return origin === undefined || origin === new URL(config.PUBLIC_URL).origin || origin === `${req.protocol}://${req.headers.host}`;
}

// The web app needs map tiles and fonts from PDOK/OSM over https, blob workers for MapLibre, inline styles
// for the component library; nothing may frame it.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data: https:",
  "connect-src 'self' https:",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Security headers on every answer. */
export function securityHeaders(req: FastifyRequest, reply: FastifyReply): void {
  // API answers depend on the session: no shared or browser cache keeps them unless a route says otherwise
  // (tiles, image binaries and the like set their own Cache-Control)
  if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('Cache-Control', 'private, no-store');
  void reply.header('X-Content-Type-Options', 'nosniff');
  void reply.header('X-Frame-Options', 'DENY');
  void reply.header('Referrer-Policy', 'same-origin');
  void reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  void reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
  void reply.header('Content-Security-Policy', contentSecurityPolicy);
  if (req.protocol === 'https') void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
