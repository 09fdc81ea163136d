import { describe, expect, it } from 'vitest';
import type { UsageAnswer } from '@plotwise/contracts';
import { lastMonths, periodOf } from './period';
import { usageCsv } from './usageCsv';

const values = { activeUsers: 2, signIns: 5, searches: 7, locations: 1, concepts: 0, publications: 0, imports: 1 };
const answer: UsageAnswer = {
  from: '2026-10-01',
  to: '2026-11-23',
  bucket: 'month',
  series: [
    { period: '2026-10-01', values },
    { period: '2026-11-01', values: { ...values, searches: 0 } },
  ],
  companies: [
    { id: 1, name: 'Bouw; "De Toekomst"', activeUsers: 2, signIns: 5, searches: 7, locations: 1, concepts: 0, publications: 0, publicationVisits: 3, storageBytes: 2048, imageBytes: 1536, recordBytes: 512, lastSignInAt: '2026-11-20 10:00:00+00' },
  ],
};

describe('usage CSV', () => {
  it('writes the series and the companies with the separator of the language, quoting what needs it', () => {
    const nl = usageCsv(answer, 'nl', (k) => k.split('.').pop()!);
    const lines = nl.split('\r\n');
    expect(lines[0]).toBe('period;activeUsers;signIns;searches;locations;concepts;publications;imports');
    expect(lines[1]).toBe('2026-10-01;2;5;7;1;0;0;1');
    expect(lines[2]).toBe('2026-11-01;2;5;0;1;0;0;1');
    expect(lines[3]).toBe('');
    expect(lines[5]).toBe('"Bouw; ""De Toekomst""";2;5;7;1;0;0;3;2048;1536;512;2026-11-20 10:00:00+00');
    const en = usageCsv(answer, 'en', (k) => k);
    expect(en.split('\r\n')[5]!.startsWith('"Bouw; ""De Toekomst""",2,5,7')).toBe(true);
  });

  it('neutralises a company name a spreadsheet would read as a formula', () => {
    const evil = { ...answer, companies: [{ ...answer.companies[0]!, name: '=HYPERLINK("http://x")' }] };
    expect(usageCsv(evil, 'en', (k) => k).split('\r\n')[5]!.startsWith(`"'=HYPERLINK(""http://x"")",2,5,7`)).toBe(true);
    expect(usageCsv(evil, 'nl', (k) => k).split('\r\n')[5]!.startsWith(`"'=HYPERLINK(""http://x"")";2;5;7`)).toBe(true);
  });

  it('takes the period from the URL, or the last twelve months', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(periodOf(new URLSearchParams('from=2026-01-01&to=2026-06-30'), now)).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(periodOf(new URLSearchParams('from=gisteren&to=2026-06-30'), now)).toEqual({ from: '2025-11-24', to: '2026-11-23' });
    expect(lastMonths(3, now)).toEqual({ from: '2026-08-24', to: '2026-11-23' });
  });
});
