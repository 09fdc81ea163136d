/** Where a content item stands for readers: hidden (by its priority), scheduled (publish time ahead) or published. */
export function contentState(item: { level: string | null; publishAt: string | null }, now = Date.now()): 'hidden' | 'scheduled' | 'published' {
  if (item.level === 'hidden') return 'hidden';
  if (item.publishAt && Date.parse(item.publishAt) > now) return 'scheduled';
  return 'published';
}

/** An ISO instant as the value of a `datetime-local` input (local time, minutes), and back; '' is no time. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
