import { z } from 'zod';
import { defineRoute } from '../model/route';

// The unsubscribe link of every product mail (apps/server/src/features/mail), signed out: the token in the link is
// the whole authority, so the routes answer small HTML pages, not JSON.

/** `?token=` of the unsubscribe link: the 32 characters the mail carries. */
const unsubscribeQuerySchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'not an unsubscribe token') });

const HTML = 'text/html; charset=utf-8';

/** GET asks what the link stops (a link scanner that follows it changes nothing); POST stops it (the button, or one-click RFC 8058). */
export const mailRoutes = {
  unsubscribePage: defineRoute({
    method: 'GET',
    path: '/api/mail/unsubscribe',
    access: 'public',
    summary: 'The page of a product mail\'s unsubscribe link: what it stops, and a button (404 page for an unknown token)',
    query: unsubscribeQuerySchema,
    response: z.unknown(),
    file: HTML,
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/mail/unsubscribe',
    access: 'public',
    summary: 'Stop the mails of an unsubscribe link (its button, or a mail client\'s one-click); answers a page that says so',
    query: unsubscribeQuerySchema,
    response: z.unknown(),
    file: HTML,
  }),
};
