import sanitizeHtml from 'sanitize-html';
import type { NewsItem } from '@plotwise/contracts';
import { publicBase, type MailBody } from '../../mail/layout';
import type { WeeklyDigest } from './weeklyDigest';

const texts = {
  nl: {
    subject: (company: string) => `Je week in Plotwise – ${company}`,
    title: 'Je week in Plotwise',
    intro: 'Wat er deze week speelde bij je taken, zoekopdrachten en locaties.',
    news: 'Nieuws',
    tasks: 'Je open taken',
    due: (d: string) => `uiterlijk ${d}`,
    matches: 'Nieuwe treffers van je zoekopdrachten',
    plots: (n: number) => (n === 1 ? '1 nieuw perceel' : `${n} nieuwe percelen`),
    changes: 'Wijzigingen op je locaties',
    field: { status: 'status', phase: 'fase' },
    rules: 'Regels gewijzigd op je locaties',
    ruleKind: { plan: 'regels van het omgevingsplan', amendment: 'omgevingsplan gewijzigd', draft: 'ontwerpwijziging ter inzage' },
    changed: (field: string, to: string, by: string | null) => `${field} is nu ${to}${by ? ` (door ${by})` : ''}`,
    action: 'Open Plotwise',
    footer: 'Je krijgt deze e-mail omdat je voor de wekelijkse e-mail hebt gekozen.',
    unsubscribe: 'Afmelden voor de wekelijkse e-mail',
    none: 'leeg',
    image: 'Afbeelding',
  },
  en: {
    subject: (company: string) => `Your week in Plotwise – ${company}`,
    title: 'Your week in Plotwise',
    intro: 'What happened this week with your tasks, saved searches and locations.',
    news: 'News',
    tasks: 'Your open tasks',
    due: (d: string) => `due ${d}`,
    matches: 'New matches of your saved searches',
    plots: (n: number) => (n === 1 ? '1 new plot' : `${n} new plots`),
    changes: 'Changes on your locations',
    field: { status: 'status', phase: 'phase' },
    rules: 'Rule changes on your locations',
    ruleKind: { plan: 'omgevingsplan rules', amendment: 'omgevingsplan amended', draft: 'draft amendment open for comment' },
    changed: (field: string, to: string, by: string | null) => `${field} is now ${to}${by ? ` (by ${by})` : ''}`,
    action: 'Open Plotwise',
    footer: 'You get this e-mail because you chose the weekly e-mail.',
    unsubscribe: 'Unsubscribe from the weekly e-mail',
    none: 'empty',
    image: 'Image',
  },
} as const;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decodeEntities = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m]!);

// the same few news items go to every reader: their text is made once per language
const plainCache = new Map<string, string>();
const plain = (html: string, imageWord: string) => {
  const cacheKey = `${imageWord}\u0000${html}`;
  let text = plainCache.get(cacheKey);
  if (text === undefined) {
    if (plainCache.size > 100) plainCache.clear();
    // an image says what it shows by its alt text (the sanitiser keeps no image without one; it writes the
    // attribute in double quotes with any quote inside escaped)
    const withAlt = html.replace(/<img\b[^>]*?\salt="([^"]*)"[^>]*>/g, (_m, alt: string) => ` [${imageWord}: ${alt}] `);
    // sanitize-html writes text escaped for HTML; a plain-text part wants the characters themselves
    text = decodeEntities(sanitizeHtml(withAlt, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim());
    plainCache.set(cacheKey, text);
  }
  return text;
};
/**
 * A content item's HTML with its image paths absolute on the public base URL (as the unsubscribe link is), since a
 * mail has no page to be relative to. The HTML was sanitised when saved, so every src is one of our content image
 * paths, written by sanitize-html in double quotes. Mail clients read no style sheet: the width limit goes on the image.
 */
const absoluteImages = (html: string, base: string) =>
  html.replace(/<img\b([^>]*?\ssrc=")(\/api\/content\/items\/)/g, (_m, attributes: string, path: string) => `<img style="max-width:100%;height:auto"${attributes}${base}${path}`);
const day = (d: Date, lang: 'nl' | 'en') => new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' }).format(d);

/** The subject of the weekly e-mail in the reader's language. */
export const weeklySubject = (d: WeeklyDigest) => texts[d.lang].subject(d.company.name);

/** The weekly e-mail: news (its sanitised HTML), open tasks, new matches, changes and rule changes on the reader's locations. */
export function weeklyMailBody(news: readonly NewsItem[], d: WeeklyDigest, publicUrl: string, unsubscribeUrl: string): MailBody {
  const t = texts[d.lang];
  const base = publicBase(publicUrl);
  const sections: MailBody['sections'] = [];
  for (const n of news) sections.push({ heading: `${t.news}: ${n.name}`, html: { html: absoluteImages(n.descriptionHtml, base), text: plain(n.descriptionHtml, t.image) } });
  if (d.tasks.length)
    sections.push({
      heading: t.tasks,
      items: d.tasks.map((k) => ({ label: k.name || '–', detail: [k.locationName, k.targetAt ? t.due(day(k.targetAt, d.lang)) : null].filter(Boolean).join(', ') })),
    });
  if (d.matches.length)
    sections.push({ heading: t.matches, items: d.matches.map((m) => ({ label: m.queryName, detail: t.plots(m.newPlots), url: `${base}/opportunities/queries/${m.queryId}/activity` })) });
  if (d.changes.length)
    sections.push({
      heading: t.changes,
      items: d.changes.map((c) => ({ label: c.locationName, detail: t.changed(t.field[c.field], c.toName ?? t.none, c.byName), url: `${base}/locations/detail/${c.locationId}/modify` })),
    });
  if (d.ruleChanges.length)
    sections.push({
      heading: t.rules,
      items: d.ruleChanges.map((c) => ({ label: c.locationName, detail: `${t.ruleKind[c.kind]}: ${c.besluit}`, url: `${base}/locations/detail/${c.locationId}/modify` })),
    });
  return {
    lang: d.lang,
    title: t.title,
    intro: t.intro,
    sections,
    action: { label: t.action, url: `${base}/home/gettingstarted` },
    footer: t.footer,
    unsubscribe: { label: t.unsubscribe, url: unsubscribeUrl },
    company: d.company,
  };
}
