import type { Db } from '../../db/database';

// The statements behind the content item images' routes (routes hold no SQL: routeFiles.test.ts).

/** Whether a content item exists. */
export async function contentItemExists(db: Db, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM contentitems WHERE id = $1', [id])).length > 0;
}

/** Give a staff upload its public key: only this sets one, so no company's image ever has one. */
export async function setImagePublicKey(tx: Db, imageId: number, companyId: number, key: string): Promise<void> {
  await tx.query('UPDATE images SET public_key = $1 WHERE id = $2 AND company_id = $3', [key, imageId, companyId]);
}

/**
 * The bytes of a content item's image by its key (the original or the thumbnail) and whether the item is hidden;
 * item, key and a content item together: a company image has no key, and a key opens nothing under another item.
 */
export async function contentImageBytes(db: Db, itemId: number, key: string, which: 'data' | 'thumb') {
  const [r] = await db.query<{ bytes: Uint8Array | null; mime: string; hidden: boolean }>(
    `SELECT i.${which === 'data' ? 'data' : 'thumb'} AS bytes, i.mime, c.level = 'hidden' AS hidden
       FROM images i JOIN contentitems c ON c.id = i.contentitem_id
      WHERE i.contentitem_id = $1 AND i.public_key = $2`,
    [itemId, key],
  );
  return r ?? null;
}
