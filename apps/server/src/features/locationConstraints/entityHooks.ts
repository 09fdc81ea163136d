import { HAND_CONSTRAINT_SOURCE } from '@plotwise/contracts';
import { derivedKey, sameQuantity } from '@plotwise/core/zoning/index';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { EntityHooks } from '../../entities/hooks';
import type { ParsedWrite } from '../../entities/parseWrite';
import { AppError } from '../../http/appError';

type ConstraintRow = {
  id: number;
  location_id: number | null;
  type: string | null;
  source: string | null;
  replaces: string | null;
  reference: string | null;
  description: string | null;
};

const COLUMNS = 'id::int AS id, location_id, type, source, replaces, reference, description';

/** The row as it will be after the write: the stored row with the body's values over it. */
async function afterWrite(db: Db, actor: Actor, input: ParsedWrite, id: number | null): Promise<Pick<ConstraintRow, 'location_id' | 'type' | 'source' | 'replaces'> & { id: number | null }> {
  const [stored] = id === null ? [] : await db.query<ConstraintRow>(`SELECT ${COLUMNS} FROM constraints WHERE id = $1 AND company_id = $2`, [id, actor.companyId]);
  const v = input.values;
  const pick = <K extends keyof ConstraintRow>(key: K, field: string) => (field in v ? (v[field] as ConstraintRow[K]) : (stored?.[key] ?? null));
  return { id, location_id: pick('location_id', 'locationId'), type: pick('type', 'type'), source: pick('source', 'source'), replaces: pick('replaces', 'replaces') };
}

/**
 * A hand constraint that replaces a derived one (issue #39 item 4) must be a hand row and name, by its key, a derived
 * constraint of the same quantity at its location, which no other hand row replaces yet. Checked when the body
 * writes `replaces`; a row whose derived constraint a later refresh no longer makes stays (it then replaces nothing).
 */
async function checkReplacement(db: Db, actor: Actor, input: ParsedWrite | null, id: number | null): Promise<void> {
  if (!input || typeof input.values.replaces !== 'string') return;
  const row = await afterWrite(db, actor, input, id);
  if (row.source !== HAND_CONSTRAINT_SOURCE) throw new AppError('constraint_replacement_invalid', `Only a hand constraint (source "${HAND_CONSTRAINT_SOURCE}") can replace a derived one`);
  const others = await db.query<ConstraintRow>(`SELECT ${COLUMNS} FROM constraints WHERE location_id = $1 AND company_id = $2`, [row.location_id, actor.companyId]);
  const derived = others.find((c) => c.source !== HAND_CONSTRAINT_SOURCE && derivedKey(c) === row.replaces && sameQuantity(c.type, row.type));
  if (!derived) throw new AppError('constraint_replacement_invalid', 'replaces names no derived constraint of the same kind at this location');
  if (others.some((c) => c.id !== row.id && c.source === HAND_CONSTRAINT_SOURCE && c.replaces === row.replaces))
    throw new AppError('constraint_already_replaced', 'Another hand constraint already replaces this derived constraint');
}

/** The rules of constraint writes through the data API. */
export const locationConstraintsEntityHooks: Record<string, EntityHooks> = {
  constraints: { beforeWrite: checkReplacement },
};
