import { useEffect } from 'react';
import { pageMetaOf, type PageMetaSource } from '@plotwise/contracts';

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

/**
 * Title (`heading` first when given: the step of a page), description and Open Graph tags of a public page. The
 * server writes the same tags into the HTML for crawlers that run no script (publications/metaTags.ts); this keeps
 * them right as the visitor moves between steps.
 */
export function usePageMeta(page: PageMetaSource | undefined, heading?: string) {
  useEffect(() => {
    if (!page) return;
    const { title, description, siteName } = pageMetaOf(page, heading);
    const before = document.title;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', window.location.href);
    setMeta('property', 'og:site_name', siteName);
    return () => {
      document.title = before;
      document.head.querySelectorAll('meta[data-pub="1"]').forEach((m) => m.remove());
    };
  }, [page, heading]);
}
