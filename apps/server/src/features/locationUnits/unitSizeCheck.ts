import { unitDefaults, unitSizeAboveMax } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { ParsedWrite } from '../../entities/parseWrite';
import { AppError } from '../../http/appError';

/**
 * A unit type whose size would lie above its maximum size is refused (422 unit_size_above_max, naming the field the
 * body changed), whether the body sets one figure or both: the other comes from the stored row or the defaults.
 */
export async function checkUnitSize(db: Db, actor: Actor, input: ParsedWrite | null, id: number | null): Promise<void> {
  const values = input?.values;
  if (!values || (!('size' in values) && !('size_max' in values))) return;
  const [stored] =
    id === null ? [] : await db.query<{ size: number | null; size_max: number | null }>('SELECT size, size_max FROM units WHERE id = $1 AND company_id = $2', [id, actor.companyId]);
  const size = 'size' in values ? Number(values.size) : (stored?.size ?? unitDefaults.sizeSquareMeters);
  const sizeMax = 'size_max' in values ? Number(values.size_max) : (stored?.size_max ?? unitDefaults.sizeMaxSquareMeters);
  if (!unitSizeAboveMax(size, sizeMax)) return;
  const field = 'size' in values ? 'size' : 'size_max';
  throw new AppError('unit_size_above_max', `A unit type's size (${size} m²) may not exceed its maximum size (${sizeMax} m²)`, { field, size, sizeMax });
}
