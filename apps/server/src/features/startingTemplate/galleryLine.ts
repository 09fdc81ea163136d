import { costs, locationTypes, type GalleryLineResponse } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { recordWriter } from '../../entities/writeRecord';
import { AppError } from '../../http/appError';
import { GALLERIES } from './dutchStartingTemplate';
import { templateCostLines } from './templateCosts';

/**
 * What fixes `galleries_unpriced` for a location (ADR 0011): a cost line per m² of open gallery, the company
 * template's when it keeps one, else the Dutch starting template's (its source says whose figure it is), placed
 * after the location's last line. A location that prices its galleries already (a gallery line with an amount) is
 * refused (409 conflict), one that is not the company's (or deleted, or the template) is 404.
 */
export async function addGalleryLine(db: Db, actor: Actor, locationId: number): Promise<GalleryLineResponse> {
  return db.tenant(actor.companyId, async (tx) => {
    const [loc] = await tx.query<{ priced: boolean; next: number }>(
      `SELECT EXISTS (SELECT 1 FROM costs c WHERE c.location_id = l.id AND c.company_id = l.company_id AND c.type = 'per_m2_gallery'
                        AND coalesce(c.parameter, 0) <> 0 AND NOT coalesce(c.archived, false) AND NOT coalesce(c.deleted, false)) AS priced,
              coalesce((SELECT max(c."order") + 1 FROM costs c WHERE c.location_id = l.id AND c.company_id = l.company_id), 0)::int AS next
         FROM locations l WHERE l.id = $1 AND l.company_id = $2 AND NOT coalesce(l.deleted, false) AND coalesce(l.type, 0) <> $3`,
      [locationId, actor.companyId, locationTypes.template],
    );
    if (!loc) throw new AppError('not_found', `No location ${locationId} of this company`);
    if (loc.priced) throw new AppError('conflict', 'This location prices its open galleries already: change that cost line instead');
    // as the warning reads it: a line with no amount prices nothing
    const own = (await templateCostLines(tx, actor.companyId)).find((c) => c.type === 'per_m2_gallery' && Number(c.parameter) !== 0);
    const line = own ?? GALLERIES;
    const writer = recordWriter(new Repository(tx), actor);
    const buildingType = own ? own.building_type : GALLERIES.building_type;
    const costId = await writer.create(costs, {
      locationId,
      name: line.name,
      type: line.type,
      category: line.category,
      parameter: Number(line.parameter),
      order: loc.next,
      ...(line.source ? { source: line.source } : {}),
      ...(buildingType ? { building_type: buildingType } : {}),
    });
    return { costId, name: line.name, parameter: Number(line.parameter), from: own ? 'company_template' : 'starting_template' };
  });
}
