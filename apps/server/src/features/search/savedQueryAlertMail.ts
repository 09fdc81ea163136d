import type { MailBody } from '../../mail/layout';

/** What an alert tells: the query, how many plots newly match, the first of them. */
export interface AlertContent {
  queryId: number;
  queryName: string;
  newCount: number;
  count: number;
  newPlots: string[];
  company: { name: string; primaryColor: string };
}

const PLOTS_LISTED = 10;

const texts = {
  nl: {
    subject: (n: number, q: string) => `${n} ${n === 1 ? 'nieuw perceel' : 'nieuwe percelen'} voor "${q}"`,
    title: (q: string) => `Nieuwe treffers voor "${q}"`,
    intro: (n: number, total: number) => `Bij de geplande run ${n === 1 ? 'past 1 perceel' : `passen ${n} percelen`} nieuw bij je bewaarde zoekopdracht (${total} in totaal).`,
    plots: 'Nieuwe percelen',
    more: (n: number) => `en nog ${n}`,
    action: 'Bekijk de nieuwe treffers',
    footer: 'Je krijgt deze melding omdat je deze zoekopdracht hebt uitgevoerd.',
    unsubscribe: 'Afmelden voor meldingen',
  },
  en: {
    subject: (n: number, q: string) => `${n} new ${n === 1 ? 'plot' : 'plots'} for "${q}"`,
    title: (q: string) => `New matches for "${q}"`,
    intro: (n: number, total: number) => `In the scheduled run, ${n === 1 ? '1 plot newly matches' : `${n} plots newly match`} your saved search (${total} in all).`,
    plots: 'New plots',
    more: (n: number) => `and ${n} more`,
    action: 'See the new matches',
    footer: 'You get this alert because you ran this saved search.',
    unsubscribe: 'Unsubscribe from alerts',
  },
} as const;

/** The subject of an alert in the reader's language. */
export const alertSubject = (lang: 'nl' | 'en', a: AlertContent) => texts[lang].subject(a.newCount, a.queryName);

/** The alert mail: the new plots (cadastral designations) and a link to the query's activity. */
export function alertMailBody(lang: 'nl' | 'en', a: AlertContent, publicUrl: string, unsubscribeUrl: string): MailBody {
  const t = texts[lang];
  const activity = `${publicUrl.replace(/\/$/, '')}/opportunities/queries/${a.queryId}/activity`;
  const items = a.newPlots.slice(0, PLOTS_LISTED).map((label) => ({ label }));
  if (a.newCount > items.length) items.push({ label: t.more(a.newCount - items.length) });
  return {
    lang,
    title: t.title(a.queryName),
    intro: t.intro(a.newCount, a.count),
    sections: [{ heading: t.plots, items }],
    action: { label: t.action, url: activity },
    footer: t.footer,
    unsubscribe: { label: t.unsubscribe, url: unsubscribeUrl },
    company: a.company,
  };
}
