import type { Mail } from '../../mail/createMailer';
import { escapeHtml } from '../../mail/layout';

const texts = {
  en: {
    subject: (company: string) => `You are invited to ${company} on Plotwise`,
    intro: (company: string) => `You now have an account of ${company} on Plotwise.`,
    action: 'Choose your password with this link:',
    expiry: 'The link works once and expires in 7 days.',
  },
  nl: {
    subject: (company: string) => `Je bent uitgenodigd voor ${company} op Plotwise`,
    intro: (company: string) => `Je hebt nu een account van ${company} op Plotwise.`,
    action: 'Kies je wachtwoord via deze link:',
    expiry: 'De link werkt één keer en verloopt na 7 dagen.',
  },
} as const;

/** The invitation mail with the set-password link, in Dutch or English. */
export function inviteMail(to: string, company: string, link: string, language: 'nl' | 'en'): Mail {
  const t = texts[language];
  const text = [t.intro(company), '', t.action, link, '', t.expiry, ''].join('\n');
  const a = escapeHtml(link);
  const html = `<p>${escapeHtml(t.intro(company))}</p><p>${escapeHtml(t.action)}<br><a href="${a}">${a}</a></p><p>${escapeHtml(t.expiry)}</p>`;
  return { to, subject: t.subject(company), text, html };
}
