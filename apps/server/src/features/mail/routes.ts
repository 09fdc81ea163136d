import type { FastifyInstance } from 'fastify';
import { mailRoutes } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { serve } from '../../http/serve';
import { escapeHtml } from '../../mail/layout';
import { unsubscribe, unsubscribeTarget, type ProductMailKind } from '../../mail/productMail';

const HTML = 'text/html; charset=utf-8';

const texts = {
  nl: {
    title: 'Afmelden',
    what: { saved_query_alert: 'meldingen over nieuwe percelen bij je bewaarde zoekopdrachten', weekly: 'de wekelijkse e-mail' },
    ask: (what: string) => `Wil je ${what} niet meer ontvangen?`,
    button: 'Afmelden',
    done: (what: string) => `Je bent afgemeld voor ${what}. Je kunt dit weer aanzetten bij je instellingen in Plotwise.`,
    unknown: 'Deze afmeldlink is niet (meer) geldig.',
  },
  en: {
    title: 'Unsubscribe',
    what: { saved_query_alert: 'alerts about new plots for your saved searches', weekly: 'the weekly e-mail' },
    ask: (what: string) => `Stop receiving ${what}?`,
    button: 'Unsubscribe',
    done: (what: string) => `You no longer receive ${what}. You can turn this on again in your Plotwise settings.`,
    unknown: 'This unsubscribe link is not valid.',
  },
} as const;

const page = (lang: 'nl' | 'en', body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${texts[lang].title} · Plotwise</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1f2933"><h1>${texts[lang].title}</h1>${body}</body></html>`;

/**
 * The unsubscribe link of every product mail, signed out: GET shows what it stops and a button (a link scanner that
 * follows it changes nothing); POST stops it, from the button or from a mail client's one-click (RFC 8058).
 */
export function registerMailRoutes(app: FastifyInstance, db: Db) {
  app.register(async (scope) => {
    // one-click unsubscribe posts "List-Unsubscribe=One-Click" as a form; its content does not matter
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));
    // the secret token in the URL is all the routes act on, never the session: no CSRF check (http/security.ts)
    const config = { tokenInUrl: true };
    const notFoundPage = page('nl', `<p>${texts.nl.unknown}</p><p lang="en">${texts.en.unknown}</p>`);

    serve(
      scope,
      mailRoutes.unsubscribePage,
      async ({ query: { token } }, _req, reply) => {
        const target = await unsubscribeTarget(db, token);
        if (!target) return reply.status(404).type(HTML).send(notFoundPage);
        const t = texts[target.lang];
        const what = t.what[target.kind];
        if (target.done) return page(target.lang, `<p role="status">${escapeHtml(t.done(what))}</p>`);
        return page(
          target.lang,
          `<p>${escapeHtml(t.ask(what))}</p><form method="post" action="/api/mail/unsubscribe?token=${token}"><button type="submit" style="padding:8px 16px">${t.button}</button></form>`,
        );
      },
      config,
    );

    serve(
      scope,
      mailRoutes.unsubscribe,
      async ({ query: { token } }, _req, reply) => {
        const target = await unsubscribeTarget(db, token);
        if (!target) return reply.status(404).type(HTML).send(notFoundPage);
        const done = await unsubscribe(db, token);
        const t = texts[target.lang];
        return page(target.lang, `<p role="status">${escapeHtml(t.done(t.what[(done?.kind ?? target.kind) as ProductMailKind]))}</p>`);
      },
      config,
    );
  });
}
