/**
 * A URL a user or a data source supplied, fit for a link's href: only http: and https: pass (parsed with URL, so
 * letter case, spaces and control characters cannot hide a `javascript:`); anything else gives undefined.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
