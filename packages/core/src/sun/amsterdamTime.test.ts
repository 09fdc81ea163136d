import { describe, expect, it } from 'vitest';
import { amsterdamOffsetHours, amsterdamToUtc } from './amsterdamTime';

const iso = (t: number) => new Date(t).toISOString().slice(0, 16);

describe('amsterdamToUtc', () => {
  it('winter time is UTC+1 and summer time UTC+2', () => {
    expect(iso(amsterdamToUtc(2026, 2, 19, 12))).toBe('2026-02-19T11:00');
    expect(iso(amsterdamToUtc(2026, 3, 21, 9))).toBe('2026-03-21T08:00');
    expect(iso(amsterdamToUtc(2026, 6, 21, 12, 30))).toBe('2026-06-21T10:30');
    expect(iso(amsterdamToUtc(2026, 12, 1, 0))).toBe('2026-11-30T23:00');
  });

  it('switches on the last Sunday of March and of October at 01:00 UTC', () => {
    expect(iso(amsterdamToUtc(2026, 3, 29, 1, 59))).toBe('2026-03-29T00:59');
    expect(iso(amsterdamToUtc(2026, 3, 29, 3))).toBe('2026-03-29T01:00');
    // 02:30 does not exist that night: read as winter time, it is 03:30 summer time.
    expect(iso(amsterdamToUtc(2026, 3, 29, 2, 30))).toBe('2026-03-29T01:30');
    // 02:30 happens twice on 25 October: the first (summer) one.
    expect(iso(amsterdamToUtc(2026, 10, 25, 2, 30))).toBe('2026-10-25T00:30');
    expect(iso(amsterdamToUtc(2026, 10, 25, 3))).toBe('2026-10-25T02:00');
    expect(amsterdamOffsetHours(Date.UTC(2025, 2, 30, 0, 59))).toBe(1);
    expect(amsterdamOffsetHours(Date.UTC(2025, 2, 30, 1, 0))).toBe(2);
  });

  it('rolls days and months over', () => {
    expect(iso(amsterdamToUtc(2026, 2, 29, 0))).toBe('2026-02-28T23:00');
  });
});
