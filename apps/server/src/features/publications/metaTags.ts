import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pageMetaOf, publicationStatuses, type PageMeta } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { readerFor } from '../../db/replicaStatus';
import { escapeHtml } from '../../mail/layout';
import { companyOf, publicationHead, publishedByKey, searchQueryOf } from './page';

/**
 * The title, description and Open Graph tags of a public page written into pub.html, so a link shared in a chat or
 * mail previews the publication: those crawlers read the HTML and run no script. The rule is the page's own
 * (`pageMetaOf` in contracts); only what the public page shows is used (a draft, hidden or unknown key gets the
 * app's defaults, the same answer as a page that does not exist).
 */

const KEY = /^[A-Za-z0-9_-]{1,100}$/;

/** The tags of the public page at `path` (/pub/{type}/{key}/...), or null when it shows no published publication. */
async function publicPageMeta(db: Db, path: string): Promise<PageMeta | null> {
  const [, pub, type, key] = path.split('?')[0]!.split('/').map(decodeSegment);
  if (pub !== 'pub' || !type || !key || !KEY.test(key)) return null;
  if (type === 'index') {
    // a company is public while it has a published publication (entities/publicAccess.ts)
    const [c] = await db.query<{ name: string | null }>(
      `SELECT c.name FROM companies c WHERE c.key = $1 AND EXISTS (SELECT 1 FROM publications p WHERE p.company_id = c.id AND p.status = $2) LIMIT 1`,
      [key, publicationStatuses.published],
    );
    return c?.name ? { title: c.name, description: c.name, siteName: c.name } : null;
  }
  const p = await publishedByKey(db, key);
  if (!p) return null;
  const company = await companyOf(db, p.company_id);
  // a location publication shows its own location; a location key under a search query or an area is not checked
  // here against the publication's set, so it adds nothing (no address of a location the page would not show)
  const [location] =
    p.type === 'location' && p.location_key
      ? await db.query<{ display_address: string | null }>(`SELECT display_address FROM locations WHERE company_id = $1 AND key = $2 LIMIT 1`, [
          p.company_id,
          p.location_key,
        ])
      : [];
  const searchquery = p.type === 'searchquery' ? await searchQueryOf(db, p) : null;
  return pageMetaOf({ publication: publicationHead(p), company, location: location ?? null, searchquery });
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return '';
  }
}

/** pub.html with the page's title, description and Open Graph tags (`url`: the page's absolute address). */
function withMetaTags(html: string, meta: PageMeta, url: string): string {
  const tags = [
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:url', url],
    ['property', 'og:site_name', meta.siteName],
    ['name', 'twitter:card', 'summary'],
  ]
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value!)}" />`)
    .join('\n    ');
  // replacer functions, never replacement strings: a title holding $' or $& would copy the page's markup in
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/**
 * Serves pub.html (read once) for a /pub/ address with that page's tags; the app's defaults when the address shows
 * no published publication or the lookup fails (logged: the page itself still loads and says what it finds).
 */
export function publicPageHtml(db: Db, webDist: string, publicUrl: string, log: FastifyBaseLogger, readDb?: Db) {
  let html: Promise<string> | null = null;
  return async (url: string): Promise<string> => {
    html ??= readFile(join(webDist, 'pub.html'), 'utf8').catch((err: unknown) => {
      html = null;
      throw err;
    });
    const page = await html;
    try {
      const meta = await publicPageMeta((await readerFor(db, readDb)).db, url);
      return meta ? withMetaTags(page, meta, new URL(url, publicUrl).href) : page;
    } catch (err) {
      log.warn({ err, url }, 'public page: no link-preview tags');
      return page;
    }
  };
}
