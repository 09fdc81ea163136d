import type { Period } from './usageApi';

const day = (d: Date) => d.toISOString().slice(0, 10);
const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** The last `months` months up to today (UTC days). */
export function lastMonths(months: number, now = new Date()): Period {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate() + 1));
  return { from: day(from), to: day(now) };
}

/** The period in the URL (`?from=&to=`), or the last twelve months: a report link shows the same period to a colleague. */
export function periodOf(search: URLSearchParams, now = new Date()): Period {
  const from = search.get('from');
  const to = search.get('to');
  return isDay(from) && isDay(to) ? { from, to } : lastMonths(12, now);
}
