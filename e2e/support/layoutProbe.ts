import type { Page } from 'playwright-core';
import en from '../../apps/web/src/i18n/en.json';
import nl from '../../apps/web/src/i18n/nl.json';

// What the all-routes browser test (routesLayout.e2e) checks on a screen as it is drawn: nothing wider than the
// window, no table header or badge cut without its full text at hand, and no text of the other language.

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

/** The problems of the screen as drawn: overflow, cut headers and badges, texts of the other language (at most 5). */
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
    // a header or badge may be shortened only with its whole text at hand (a title or an aria-label)
    const cut = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1 && !el.closest('[title], [aria-label]');
    for (const th of document.querySelectorAll<HTMLElement>('th')) {
      if (!shown(th)) continue;
      const leaves = [th, ...th.querySelectorAll<HTMLElement>('*')].filter((e) => e.textContent?.trim() && getComputedStyle(e).textOverflow === 'ellipsis');
      for (const leaf of leaves) if (cut(leaf)) problems.push(`the header "${th.textContent?.trim()}" is cut`);
    }
    for (const badge of document.querySelectorAll<HTMLElement>('.mantine-Badge-label')) {
      if (shown(badge) && cut(badge)) problems.push(`the badge "${badge.textContent?.trim()}" is cut`);
    }
    const foreignSet = new Set(foreignList);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim() ?? '';
      if (text && foreignSet.has(text) && n.parentElement && shown(n.parentElement)) problems.push(`text of the other language: "${text}"`);
    }
    return [...new Set(problems)].slice(0, 5);
  }, foreign);
}
