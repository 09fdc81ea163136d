import { specDefaultGlobalPresets, type GlobalPreset, type GlobalPresetsResponse } from '@plotwise/contracts';
import type { Db } from '../../db/database';

interface Stored {
  presets: GlobalPreset[] | string;
  updated_at: Date | string;
}

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

/** The global presets as staff see them: the stored document, or the spec defaults while none is stored. */
export async function readGlobalPresets(db: Db): Promise<GlobalPresetsResponse> {
  const [row] = await db.query<Stored & Record<string, unknown>>('SELECT presets, updated_at FROM global_presets WHERE id = 1');
  if (!row) return { presets: specDefaultGlobalPresets(), stored: false, updatedAt: null };
  const presets = typeof row.presets === 'string' ? (JSON.parse(row.presets) as GlobalPreset[]) : row.presets;
  return { presets, stored: true, updatedAt: iso(row.updated_at) };
}

/** Stores a complete list (see completeGlobalPresets); new company configurations copy it (migration 0024). */
export async function storeGlobalPresets(db: Db, presets: GlobalPreset[], userId: number): Promise<GlobalPresetsResponse> {
  await db.query(
    `INSERT INTO global_presets (id, presets, updated_at, updated_by_user_id) VALUES (1, $1::jsonb, now(), $2)
     ON CONFLICT (id) DO UPDATE SET presets = EXCLUDED.presets, updated_at = EXCLUDED.updated_at, updated_by_user_id = EXCLUDED.updated_by_user_id`,
    [JSON.stringify(presets), userId],
  );
  return readGlobalPresets(db);
}
