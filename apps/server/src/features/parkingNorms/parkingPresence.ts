import type { ParkingPresence, ParkingPresenceInput } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';

type PresenceRow = {
  municipality: string;
  year: number;
  user_group: ParkingPresence['cells'][number]['group'];
  moment: ParkingPresence['cells'][number]['moment'];
  percent: string | number;
  source_title: string;
  source_url: string | null;
  created_at: Date;
};

/** The rows of one municipality's tables as the API answers them: a table per nota year, newest first. */
function tables(rows: readonly PresenceRow[]): ParkingPresence[] {
  const byYear = new Map<number, ParkingPresence>();
  for (const r of rows) {
    const table = byYear.get(r.year) ?? {
      municipality: r.municipality,
      year: r.year,
      cells: [],
      sourceTitle: r.source_title,
      sourceUrl: r.source_url,
      createdAt: r.created_at.toISOString(),
    };
    table.cells.push({ group: r.user_group, moment: r.moment, percent: Number(r.percent) });
    byYear.set(r.year, table);
  }
  return [...byYear.values()];
}

const SELECT = `SELECT municipality, year, user_group, moment, percent, source_title, source_url, created_at
                  FROM parking_presence WHERE company_id = $1 AND lower(municipality) = lower($2)`;

/** The company's presence tables of a municipality (its name in any case), newest nota year first. */
export async function listParkingPresence(db: Db, companyId: number, municipality: string): Promise<ParkingPresence[]> {
  const rows = await db.tenant(companyId, (tx) => tx.query<PresenceRow>(`${SELECT} ORDER BY year DESC, id`, [companyId, municipality]));
  return tables(rows);
}

/** Store a nota's table of one municipality and year whole, in place of that year's table (one transaction). */
export async function replaceParkingPresence(db: Db, companyId: number, userId: number | null, p: ParkingPresenceInput): Promise<ParkingPresence> {
  const rows = await db.tenant(companyId, async (tx) => {
    await tx.query('DELETE FROM parking_presence WHERE company_id = $1 AND lower(municipality) = lower($2) AND year = $3', [companyId, p.municipality, p.year]);
    await tx.query(
      `INSERT INTO parking_presence (company_id, municipality, year, user_group, moment, percent, source_title, source_url, created_by_user_id)
       SELECT $1, $2, $3, g, m, pct, $7, $8, $9 FROM unnest($4::text[], $5::text[], $6::numeric[]) AS c(g, m, pct)`,
      [companyId, p.municipality, p.year, p.cells.map((c) => c.group), p.cells.map((c) => c.moment), p.cells.map((c) => c.percent), p.sourceTitle, p.sourceUrl, userId],
    );
    return tx.query<PresenceRow>(`${SELECT} AND year = $3 ORDER BY id`, [companyId, p.municipality, p.year]);
  });
  return tables(rows)[0]!;
}

/** Remove a municipality's table of one year; none of the company's is a 404. */
export async function deleteParkingPresence(db: Db, companyId: number, municipality: string, year: number): Promise<void> {
  const gone = await db.tenant(companyId, (tx) =>
    tx.query('DELETE FROM parking_presence WHERE company_id = $1 AND lower(municipality) = lower($2) AND year = $3 RETURNING id', [companyId, municipality, year]),
  );
  if (!gone.length) throw notFound(`Presence table ${municipality} ${year}`);
}
