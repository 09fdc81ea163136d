import { useEffect } from 'react';
import type { PublicPage } from '@plotwise/contracts';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    el.dataset.pub = '1';
    document.head.append(el);
  }
  el.content = content;
}

/** What the tags are made of: a public page, or the head of another public answer (the IBIS survey's steps). */
export type PageMetaSource = Pick<PublicPage, 'publication' | 'company'> & Partial<Pick<PublicPage, 'location' | 'searchquery'>>;

/**
 * Title (`heading` first when given: the step of a page), description and Open Graph tags of a public page, for link previews and search engines that run the
 * page's script. (Crawlers that read the HTML only see the app's defaults: the server does not render them yet.)
 */
export function usePageMeta(page: PageMetaSource | undefined, heading?: string) {
  useEffect(() => {
    if (!page) return;
    const title = `${heading ? `${heading} · ` : ''}${page.publication.name} · ${page.company.name}`;
    const description =
      page.publication.description ??
      page.location?.display_address ??
      page.searchquery?.description ??
      page.company.name;
    const before = document.title;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', window.location.href);
    setMeta('property', 'og:site_name', page.company.name);
    return () => {
      document.title = before;
      document.head.querySelectorAll('meta[data-pub="1"]').forEach((m) => m.remove());
    };
  }, [page, heading]);
}
