/** A LIKE pattern that matches `text` anywhere, with LIKE's own wildcards taken literally; null for no text. */
export const containing = (text: string | undefined): string | null => (text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);
