import type { PublicPage } from './public';

/**
 * What a public page's title, description and Open Graph tags are made of: a public page, or the head of another
 * public answer (the IBIS survey's steps). The server fills the same fields from the database for crawlers that
 * read the HTML only; the page's script sets them again when it has loaded.
 */
export type PageMetaSource = Pick<PublicPage, 'publication' | 'company'> & {
  location?: { display_address: string | null } | null;
  searchquery?: { description: string | null } | null;
};

/** A public page's tags: `title` (with the page's step first when given), `description` and the site's name. */
export interface PageMeta {
  title: string;
  description: string;
  siteName: string;
}

/** Longest description written: link previews cut near 200 characters anyway. */
const DESCRIPTION_MAX = 300;

/** The title, description and site name of a public page (one rule for the server's HTML and the page's script). */
export function pageMetaOf(page: PageMetaSource, heading?: string): PageMeta {
  const parts = [heading, page.publication.name, page.company.name].filter((s): s is string => !!s && s.trim() !== '');
  const description = [page.publication.description, page.location?.display_address, page.searchquery?.description, page.company.name]
    .map((s) => s?.replace(/\s+/g, ' ').trim())
    .find((s): s is string => !!s);
  return {
    title: parts.length ? parts.join(' · ') : 'Plotwise',
    description: (description ?? 'Plotwise').slice(0, DESCRIPTION_MAX),
    siteName: page.company.name || 'Plotwise',
  };
}
