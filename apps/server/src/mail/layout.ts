// The one layout of the mails the product sends on its own (alerts, the weekly e-mail): the company's colour and
// name, a title, an intro, items with links, an action button and a footer with the unsubscribe link; always a
// plain-text part with the same content.

/** The public base URL without a trailing slash: every absolute link of a mail (unsubscribe, images, screens) starts with it. */
export const publicBase = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** Escape text for HTML. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One line of a mail: a label, optional detail and link. */
interface MailItem {
  label: string;
  detail?: string;
  url?: string;
}

/** A section of a mail: a heading and its items, or (sanitised) HTML with its plain text. */
interface MailSection {
  heading: string;
  items?: MailItem[];
  html?: { html: string; text: string };
}

/** What a product mail says; texts are already in the reader's language. */
export interface MailBody {
  lang: 'nl' | 'en';
  title: string;
  intro: string;
  sections: MailSection[];
  action?: { label: string; url: string };
  /** why the reader gets this mail, and how to stop it */
  footer: string;
  unsubscribe: { label: string; url: string };
  /** the company's style (company_styles.primaryColor) and name */
  company: { name: string; primaryColor: string };
}

const COLOR = /^#[0-9a-f]{6}$/i;

/** The HTML and plain-text parts of a product mail. */
export function renderMail(b: MailBody): { html: string; text: string } {
  const color = COLOR.test(b.company.primaryColor) ? b.company.primaryColor : '#0b6e4f';
  const e = escapeHtml;
  const item = (i: MailItem) =>
    `<li style="margin:0 0 6px">${i.url ? `<a href="${e(i.url)}" style="color:${color}">${e(i.label)}</a>` : e(i.label)}${i.detail ? ` <span style="color:#52606d">${e(i.detail)}</span>` : ''}</li>`;
  const section = (s: MailSection) =>
    `<h2 style="font-size:16px;margin:20px 0 8px">${e(s.heading)}</h2>` + (s.items ? `<ul style="padding-left:20px;margin:0">${s.items.map(item).join('')}</ul>` : '') + (s.html ? `<div>${s.html.html}</div>` : '');
  const html = `<!doctype html><html lang="${b.lang}"><head><meta charset="utf-8"><title>${e(b.title)}</title></head>
<body style="margin:0;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:600px;margin:0 auto;background:#ffffff">
<div style="background:${color};color:#ffffff;padding:16px 24px;font-weight:bold">${e(b.company.name)} · Plotwise</div>
<div style="padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${e(b.title)}</h1>
<p style="margin:0 0 12px">${e(b.intro)}</p>
${b.sections.map(section).join('\n')}
${b.action ? `<p style="margin:24px 0"><a href="${e(b.action.url)}" style="background:${color};color:#ffffff;padding:10px 16px;border-radius:4px;text-decoration:none">${e(b.action.label)}</a></p>` : ''}
</div>
<div style="padding:16px 24px;font-size:12px;color:#52606d;border-top:1px solid #e4e7eb">${e(b.footer)} <a href="${e(b.unsubscribe.url)}" style="color:#52606d">${e(b.unsubscribe.label)}</a></div>
</div></body></html>`;
  const textItem = (i: MailItem) => `- ${i.label}${i.detail ? ` (${i.detail})` : ''}${i.url ? `\n  ${i.url}` : ''}`;
  const text = [
    b.title,
    '',
    b.intro,
    ...b.sections.flatMap((s) => ['', s.heading, ...(s.items ?? []).map(textItem), ...(s.html ? [s.html.text] : [])]),
    ...(b.action ? ['', `${b.action.label}: ${b.action.url}`] : []),
    '',
    '--',
    `${b.footer} ${b.unsubscribe.label}: ${b.unsubscribe.url}`,
    '',
  ].join('\n');
  return { html, text };
}
