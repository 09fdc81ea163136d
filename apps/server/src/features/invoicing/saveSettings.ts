import type { invoicingSettingsSchema } from '@plotwise/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';

/** Store the Moneybird connection and prices (the one settings row); an API token left out is kept, null removes it. */
export async function saveInvoicingSettings(db: Db, body: z.output<typeof invoicingSettingsSchema>, userId: number): Promise<void> {
  const token = body.apiToken === undefined ? null : body.apiToken;
  await db.query(
    `UPDATE invoicing_settings SET api_token = CASE WHEN $1 THEN $2 ELSE api_token END, administration_id = $3, base_url = $4, prices = $5::jsonb,
            updated_at = now(), updated_by = $6 WHERE id`,
    [body.apiToken !== undefined, token, body.administrationId, body.baseUrl, JSON.stringify(body.prices), userId],
  );
}
