import type { Mail } from '../../mail/createMailer';
import { escapeHtml } from '../../mail/layout';

const texts = {
  en: {
    subject: 'Reset your Plotwise password',
    intro: 'Someone - hopefully you - asked to reset the password of your Plotwise account.',
    action: 'Choose a new password with this link:',
    expiry: 'The link works once and expires in one hour. A newer request replaces it.',
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  nl: {
    subject: 'Stel je Plotwise-wachtwoord opnieuw in',
    intro: 'Iemand - hopelijk jij - heeft gevraagd het wachtwoord van je Plotwise-account opnieuw in te stellen.',
    action: 'Kies een nieuw wachtwoord via deze link:',
    expiry: 'De link werkt één keer en verloopt na een uur. Een nieuwere aanvraag vervangt hem.',
    ignore: 'Heb je dit niet gevraagd? Negeer dan deze mail: je wachtwoord blijft zoals het is.',
  },
} as const;

/** The password reset mail in the user's language (Dutch or English; anything else gets English). */
export function resetMail(to: string, link: string, language: string | null | undefined): Mail {
  const t = language === 'nl' ? texts.nl : texts.en;
  const text = [t.intro, '', t.action, link, '', t.expiry, t.ignore, ''].join('\n');
  const a = escapeHtml(link);
  const html =
    `<p>${escapeHtml(t.intro)}</p><p>${escapeHtml(t.action)}<br><a href="${a}">${a}</a></p>` +
    `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`;
  return { to, subject: t.subject, text, html };
}
