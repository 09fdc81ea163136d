import type { LandPrice, LandPriceInput } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';

type LandPriceRow = {
  id: number;
  municipality: string;
  year: number;
  use: LandPrice['use'];
  basis: LandPrice['basis'];
  price_cents: string | number;
  source_title: string;
  source_url: string | null;
  created_at: Date;
};

const COLUMNS = 'id, municipality, year, use, basis, price_cents, source_title, source_url, created_at';

/** A stored price as the API answers it (euros from the stored cents). */
function present(r: LandPriceRow): LandPrice {
  return {
    id: r.id,
    municipality: r.municipality,
    year: r.year,
    use: r.use,
    basis: r.basis,
    priceEuros: Number(r.price_cents) / 100,
    sourceTitle: r.source_title,
    sourceUrl: r.source_url,
    createdAt: r.created_at.toISOString(),
  };
}

/** The company's prices, of one municipality (its name in any case) or all, newest year first. */
export async function listLandPrices(db: Db, companyId: number, municipality?: string): Promise<LandPrice[]> {
  const rows = await db.tenant(companyId, (tx) =>
    tx.query<LandPriceRow>(
      `SELECT ${COLUMNS} FROM land_prices
        WHERE company_id = $1 AND ($2::text IS NULL OR lower(municipality) = lower($2))
        ORDER BY lower(municipality), year DESC, use, id DESC`,
      [companyId, municipality ?? null],
    ),
  );
  return rows.map(present);
}

/** Store one price the company entered. */
export async function createLandPrice(
  db: Db,
  companyId: number,
  userId: number | null,
  p: LandPriceInput,
): Promise<LandPrice> {
  const [row] = await db.tenant(companyId, (tx) =>
    tx.query<LandPriceRow>(
      `INSERT INTO land_prices (company_id, municipality, year, use, basis, price_cents, source_title, source_url, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [
        companyId,
        p.municipality,
        p.year,
        p.use,
        p.basis,
        Math.round(p.priceEuros * 100),
        p.sourceTitle,
        p.sourceUrl,
        userId,
      ],
    ),
  );
  return present(row!);
}

/** Remove one of the company's prices; another company's or an unknown id is a 404. */
export async function deleteLandPrice(db: Db, companyId: number, id: number): Promise<void> {
  const gone = await db.tenant(companyId, (tx) =>
    tx.query('DELETE FROM land_prices WHERE id = $1 AND company_id = $2 RETURNING id', [id, companyId]),
  );
  if (!gone.length) throw notFound(`Land price ${id}`);
}
