import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { databaseLines } from './DatabaseCard';

await i18n.init({ lng: 'nl', resources: { en: { translation: en }, nl: { translation: nl } }, interpolation: { escapeValue: false } });
const lines = (health: Parameters<typeof databaseLines>[0], lang = 'nl') => databaseLines(health, i18n.getFixedT(lang), lang);

describe('the database card of the staff home', () => {
  it('names the database and says when there is no replica', () => {
    expect(lines({ status: 'ok', database: 'pglite' }).map((l) => l.text)).toEqual([
      'Database: ingebouwde PGlite (één serverproces)',
      'Geen leesreplica: kaarttegels en de zoekindex lezen de primaire database (DATABASE_READ_URL)',
    ]);
  });

  it("shows the replica's lag in the reader's numbers, and warns when it is down, not a standby or a minute behind", () => {
    const replica = (r: { reachable: boolean; standby: boolean | null; lagSeconds: number | null }) => lines({ status: 'ok', database: 'postgres', replica: r })[1]!;
    expect(replica({ reachable: true, standby: true, lagSeconds: 0.25 })).toEqual({ text: 'Leesreplica: 0,3 s achter op de primaire database', warn: false });
    expect(lines({ status: 'ok', database: 'postgres', replica: { reachable: true, standby: true, lagSeconds: 1234 } }, 'en')[1]).toEqual({ text: 'Read replica: 1,234 s behind the primary', warn: true });
    expect(replica({ reachable: false, standby: null, lagSeconds: null }).warn).toBe(true);
    expect(replica({ reachable: true, standby: false, lagSeconds: null })).toMatchObject({ text: expect.stringContaining('niet naar een streaming-replica'), warn: true });
  });
});
