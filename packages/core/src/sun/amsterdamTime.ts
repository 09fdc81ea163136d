// Dutch clock time to UTC. The Netherlands keep CET (UTC+1) in winter and CEST (UTC+2) in summer; since 1996
// the EU switches at 01:00 UTC on the last Sunday of March and of October. Pure arithmetic, no Intl time zones,
// so core stays deterministic and runs the same in Node, the browser and a worker.

/** Day of the month of the last Sunday of a month (month 1-12). */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/** UTC milliseconds at which summer time starts (last Sunday of March) and ends (last Sunday of October). */
function summerTime(year: number): { start: number; end: number } {
  return {
    start: Date.UTC(year, 2, lastSunday(year, 3), 1),
    end: Date.UTC(year, 9, lastSunday(year, 10), 1),
  };
}

/** UTC offset in hours of Europe/Amsterdam at a UTC instant (1 in winter, 2 in summer). */
export function amsterdamOffsetHours(utcMillis: number): number {
  const { start, end } = summerTime(new Date(utcMillis).getUTCFullYear());
  return utcMillis >= start && utcMillis < end ? 2 : 1;
}

/**
 * Europe/Amsterdam wall-clock time (month 1-12) to UTC milliseconds. A time in the hour the clocks skip (March)
 * is read as winter time (02:30 becomes 03:30 summer time); in the hour that happens twice (October) the
 * first, summer, one is taken.
 */
export function amsterdamToUtc(year: number, month: number, day: number, hour: number, minute = 0): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const summer = asUtc - 2 * 3_600_000;
  return amsterdamOffsetHours(summer) === 2 ? summer : asUtc - 3_600_000;
}
