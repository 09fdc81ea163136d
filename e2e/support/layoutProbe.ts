import type { Page } from 'playwright-core';
import en from '../../apps/web/src/i18n/en.json';
import nl from '../../apps/web/src/i18n/nl.json';

// What the all-routes browser test (routesLayout.e2e) checks on a screen as it is drawn: nothing wider than the
// window, no table header or badge cut without its full text at hand (a title), no map control over a legend, and no
// text of the other language.

type Catalogue = { [key: string]: string | Catalogue };

function flatten(c: Catalogue, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(c)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else flatten(v, `${prefix}${k}.`, out);
  }
  return out;
}

/**
 * The whole texts of one catalogue that cannot be text of the other language: its value differs from the other's
 * under the same key, appears nowhere among the other's values, has no placeholder, and has a word of four letters
 * (so "OK", "GSI" or "m²" are no evidence).
 */
export function foreignTexts(lang: 'en' | 'nl'): string[] {
  const own = flatten((lang === 'en' ? en : nl) as Catalogue);
  const other = flatten((lang === 'en' ? nl : en) as Catalogue);
  const otherValues = new Set([...other.values()].map((v) => v.trim()));
  return [...own.entries()]
    .filter(([key, v]) => other.get(key) !== v && !otherValues.has(v.trim()) && !v.includes('{{') && /\p{L}{4}/u.test(v))
    .map(([, v]) => v.trim());
}

/** The problems of the screen as drawn: overflow, cut headers and badges, controls over a legend, texts of the other language (at most 5). */
export async function layoutProblems(page: Page, foreign: readonly string[]): Promise<string[]> {
  return page.evaluate((foreignList) => {
    const problems: string[] = [];
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const width = document.documentElement.clientWidth;
    const page = document.scrollingElement!;
    if (page.scrollWidth > width + 1) problems.push(`the page is ${page.scrollWidth} px wide in a ${width} px window`);
    const main = document.querySelector('main');
    if (main && getComputedStyle(main).overflowX !== 'visible' && main.scrollWidth > main.clientWidth + 1)
      problems.push(`the main area scrolls sideways (${main.scrollWidth} px in ${main.clientWidth} px)`);
    // A header or badge may be shortened only with its whole text at hand: a title on it (or inside it, up to the
    // header or badge) that holds the text. An aria-label is no such thing (a table, a map or a sort button carries
    // one, and a sighted user never sees it), so it exempts nothing.
    const words = (text: string | null | undefined) => (text ?? '').replace(/[▲▼]/g, '').replace(/\s+/g, ' ').trim();
    const titled = (el: HTMLElement, root: HTMLElement) => {
      const text = words(el.textContent);
      for (let e: HTMLElement | null = el; e; e = e === root ? null : e.parentElement) {
        const title = words(e.getAttribute('title'));
        if (title && title.includes(text)) return true;
      }
      return false;
    };
    const cut = (el: HTMLElement, root: HTMLElement) => el.scrollWidth > el.clientWidth + 1 && !titled(el, root);
    for (const th of document.querySelectorAll<HTMLElement>('th')) {
      if (!shown(th)) continue;
      const leaves = [th, ...th.querySelectorAll<HTMLElement>('*')].filter((e) => words(e.textContent) && getComputedStyle(e).textOverflow === 'ellipsis');
      for (const leaf of leaves) if (cut(leaf, th)) problems.push(`the header "${words(th.textContent)}" is cut`);
    }
    for (const badge of document.querySelectorAll<HTMLElement>('.mantine-Badge-root')) {
      const label = badge.querySelector<HTMLElement>('.mantine-Badge-label');
      if (label && shown(label) && cut(label, badge)) problems.push(`the badge "${words(label.textContent)}" is cut`);
    }
    // the map's controls (its four corners) never cover a legend drawn over the map, nor each other's corner
    const boxes = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].filter(shown).map((e) => ({ e, r: e.getBoundingClientRect() }));
    const legends = boxes('[data-testid="score-legend"]');
    const controls = boxes('.maplibregl-ctrl-top-left > *, .maplibregl-ctrl-top-right > *, .maplibregl-ctrl-bottom-left > *, .maplibregl-ctrl-bottom-right > *');
    for (const l of legends)
      for (const c of controls)
        if (c.r.left < l.r.right - 1 && l.r.left < c.r.right - 1 && c.r.top < l.r.bottom - 1 && l.r.top < c.r.bottom - 1)
          problems.push(`the map control "${words(c.e.getAttribute('aria-label') ?? c.e.className)}" covers the legend "${words(l.e.textContent).slice(0, 40)}"`);
    const foreignSet = new Set(foreignList);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim() ?? '';
      if (text && foreignSet.has(text) && n.parentElement && shown(n.parentElement)) problems.push(`text of the other language: "${text}"`);
    }
    // what a control says to a screen reader, in its tooltip or in an empty field is text too (the map's controls name
    // themselves in an aria-label and a title); a region's label is often the name of a record (data, in any language)
    const labelled = 'button, a, input, textarea, [role="button"], [role="switch"], .maplibregl-ctrl *';
    for (const el of document.querySelectorAll<HTMLElement>(labelled)) {
      if (!shown(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const text = el.getAttribute(name)?.trim();
        if (text && foreignSet.has(text)) problems.push(`${name} of the other language: "${text}"`);
      }
    }
    return [...new Set(problems)].slice(0, 5);
  }, foreign);
}
