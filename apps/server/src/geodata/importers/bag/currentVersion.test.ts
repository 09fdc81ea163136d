import { describe, expect, it } from 'vitest';
import { CurrentVersions, versionRank } from './currentVersion';

describe('one current version per BAG object', () => {
  it('orders versions by beginGeldigheid, then status, then voorkomenidentificatie', () => {
    const rank = (begin: string, status: string, nr: number) => versionRank({ begin, status, nr });
    expect(rank('2019-03-05', 'Naamgeving ingetrokken', 1)).toBeGreaterThan(rank('2019-03-04', 'Naamgeving uitgegeven', 9));
    expect(rank('2015-01-01', 'Naamgeving uitgegeven', 1)).toBeGreaterThan(rank('2015-01-01', 'Naamgeving ingetrokken', 2));
    expect(rank('2015-01-01', 'Pand in gebruik', 3)).toBeGreaterThan(rank('2015-01-01', 'Pand in gebruik', 2));
    expect(rank('2015-01-01', 'Pand gesloopt', 3)).toBeLessThan(rank('2015-01-01', 'Sloopvergunning verleend', 2));
    expect(rank('2015-01-01T12:00:00', 'Plaats aangewezen', 1)).toBe(rank('2015-01-01', 'Plaats aangewezen', 1));
    expect(versionRank({})).toBe(versionRank({ begin: 'unknown', nr: 'x' }));
  });

  it('remembers the best version of many objects of several types (numeric and other ids)', () => {
    const v = new CurrentVersions();
    const ids = Array.from({ length: 5000 }, (_, i) => `0221200000${String(i).padStart(6, '0')}`);
    for (const id of ids) expect(v.offer('NUM', id, { begin: '2015-01-01', nr: 1 })).toBe('first');
    for (const id of ids) expect(v.offer('NUM', id, { begin: '2014-01-01', nr: 2 })).toBe('older');
    for (const id of ids.slice(0, 100)) expect(v.offer('NUM', id, { begin: '2016-01-01', nr: 2 })).toBe('newer');
    expect(v.offer('NUM', ids[0]!, { begin: '2016-01-01', nr: 2 })).toBe('older'); // a full tie: the first read stays
    expect(v.offer('PND', ids[0]!, { begin: '2000-01-01' })).toBe('first'); // types apart
    expect(v.offer('WPL', '2345', { begin: '2000-01-01' })).toBe('first');
    expect(v.offer('WPL', '2345', { begin: '2001-01-01' })).toBe('newer');
    expect(v.offer('NUM', '9999999999999999', {})).toBe('first'); // beyond 2^53: kept by its text
    expect(v.offer('NUM', '9999999999999998', {})).toBe('first');
  });
});
