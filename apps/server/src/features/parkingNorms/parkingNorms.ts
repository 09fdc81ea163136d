import type { ParkingNorm, ParkingNormInput } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';

type ParkingNormRow = {
  id: number;
  municipality: string;
  year: number;
  zone: ParkingNorm['zone'];
  category: ParkingNorm['category'];
  places: string | number;
  visitor_share_percent: string | number | null;
  source_title: string;
  source_url: string | null;
  created_at: Date;
};

const COLUMNS = 'id, municipality, year, zone, category, places, visitor_share_percent, source_title, source_url, created_at';

/** A stored norm as the API answers it. */
function present(r: ParkingNormRow): ParkingNorm {
  return {
    id: r.id,
    municipality: r.municipality,
    year: r.year,
    zone: r.zone,
    category: r.category,
    places: Number(r.places),
    visitorSharePercent: r.visitor_share_percent === null ? null : Number(r.visitor_share_percent),
    sourceTitle: r.source_title,
    sourceUrl: r.source_url,
    createdAt: r.created_at.toISOString(),
  };
}

/** The company's norms, of one municipality (its name in any case) or all, newest year first. */
export async function listParkingNorms(db: Db, companyId: number, municipality?: string): Promise<ParkingNorm[]> {
  const rows = await db.tenant(companyId, (tx) =>
    tx.query<ParkingNormRow>(
      `SELECT ${COLUMNS} FROM parking_norms
        WHERE company_id = $1 AND ($2::text IS NULL OR lower(municipality) = lower($2))
        ORDER BY lower(municipality), year DESC, zone, category, id DESC`,
      [companyId, municipality ?? null],
    ),
  );
  return rows.map(present);
}

/** Store one norm the company entered. */
export async function createParkingNorm(db: Db, companyId: number, userId: number | null, n: ParkingNormInput): Promise<ParkingNorm> {
  const [row] = await db.tenant(companyId, (tx) =>
    tx.query<ParkingNormRow>(
      `INSERT INTO parking_norms
         (company_id, municipality, year, zone, category, places, visitor_share_percent, source_title, source_url, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
      [companyId, n.municipality, n.year, n.zone, n.category, n.places, n.visitorSharePercent, n.sourceTitle, n.sourceUrl, userId],
    ),
  );
  return present(row!);
}

/** Remove one of the company's norms; another company's or an unknown id is a 404. */
export async function deleteParkingNorm(db: Db, companyId: number, id: number): Promise<void> {
  const gone = await db.tenant(companyId, (tx) =>
    tx.query('DELETE FROM parking_norms WHERE id = $1 AND company_id = $2 RETURNING id', [id, companyId]),
  );
  if (!gone.length) throw notFound(`Parking norm ${id}`);
}
