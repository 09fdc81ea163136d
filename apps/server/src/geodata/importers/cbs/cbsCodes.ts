import type { Db } from '../../../db/database';

/**
 * CBS statistical levels, told from the code: GM0221 gemeente, WK022100 wijk, BU02210000 buurt, 6981 PC4, 6981AB PC6;
 * population cores (kern) come from CBS's separate "Bevolkingskernen" data set, told by its file (cbsAreas.ts).
 */
export type StatLevel = 'land' | 'provincie' | 'gemeente' | 'kern' | 'wijk' | 'buurt' | 'pc4' | 'pc6' | 'nuts' | 'other';

/** Normalise a CBS code as files write it (OData pads with spaces; postcodes come as numbers). */
export function normaliseCode(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim().toUpperCase().replace(/\s+/g, '');
  return s || undefined;
}

/** The level of a CBS code. */
export function levelOf(code: string): StatLevel {
  if (/^GM\d{4}$/.test(code)) return 'gemeente';
  if (/^WK\d{6}$/.test(code)) return 'wijk';
  if (/^BU\d{8}$/.test(code)) return 'buurt';
  if (/^PV\d{2}$/.test(code)) return 'provincie';
  if (/^NL0*$/.test(code)) return 'land';
  if (/^\d{4}$/.test(code)) return 'pc4';
  if (/^\d{4}[A-Z]{2}$/.test(code)) return 'pc6';
  if (/^NL[0-9A-Z]{1,3}$/.test(code)) return 'nuts';
  return 'other';
}

/**
 * Report codes that do not join: figures without a boundary (often a municipality merged away since the
 * boundaries' year) and boundaries without figures. Listed, never silently dropped.
 */
export async function reportUnjoined(
  tx: Db,
  runId: number,
  side: 'figures' | 'areas',
  warn: (m: string) => void,
) {
  const [mine, other] = side === 'figures' ? ['geo_stat_figures', 'geo_stat_areas'] : ['geo_stat_areas', 'geo_stat_figures'];
  const rows = await tx.query<{ level: string; codes: string[]; n: number }>(
    `SELECT m.level, count(*)::int AS n, (array_agg(m.code ORDER BY m.code))[1:50] AS codes
       FROM ${mine} m
      WHERE m.run_id = $1
        AND EXISTS (SELECT 1 FROM ${other} o WHERE o.level = m.level)
        AND NOT EXISTS (SELECT 1 FROM ${other} o WHERE o.code = m.code)
      GROUP BY m.level ORDER BY m.level`,
    [runId],
  );
  for (const r of rows) {
    const what =
      side === 'figures'
        ? `${r.n} ${r.level} code(s) in the figures have no boundary (merged, split or renamed since the boundaries' year?)`
        : `${r.n} ${r.level} boundary code(s) have no figures`;
    warn(`${what}: ${r.codes.join(', ')}${r.n > r.codes.length ? ' ...' : ''}`);
  }
}
