import type { Db } from '../../db/database';

/** One stored file of an image of the company: the original (`data`) or its thumbnail, with the original's MIME type. */
export async function imageFile(tx: Db, companyId: number, id: number, which: 'data' | 'thumb'): Promise<{ bytes: Uint8Array; mime: string } | undefined> {
  // `which` is one of two column names, never the client's text
  const rows = await tx.query<{ bytes: Uint8Array; mime: string }>(`SELECT ${which} AS bytes, mime FROM images WHERE id = $1 AND company_id = $2`, [id, companyId]);
  return rows[0];
}
