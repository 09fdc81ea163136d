/** The twelve month names in the interface language (Intl, so no catalogue entries are needed). */
export function monthNames(lang: string): string[] {
  const format = new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2026, i, 15))));
}
