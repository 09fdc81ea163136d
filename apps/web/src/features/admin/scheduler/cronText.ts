/** The translation key and values that say a 5-field cron in words (daily, weekly, monthly at a time); null for others. */
export function cronText(cron: string): { key: string; values: Record<string, string | number> } | null {
  const f = cron.trim().split(/\s+/);
  if (f.length !== 5 || !/^\d+$/.test(f[0]!) || !/^\d+$/.test(f[1]!)) return null;
  const [minute, hour, dom, month, dow] = f as [string, string, string, string, string];
  const time = `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
  if (month !== '*') return null;
  if (dom === '*' && dow === '*') return { key: 'adminScheduler.cron.daily', values: { time } };
  if (dom === '*' && /^[0-7]$/.test(dow)) return { key: 'adminScheduler.cron.weekly', values: { time, day: Number(dow) % 7 } };
  if (/^\d+$/.test(dom) && dow === '*') return { key: 'adminScheduler.cron.monthly', values: { time, day: Number(dom) } };
  return null;
}
