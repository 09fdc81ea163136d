import { building_cfgs, buildings, concepts } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Repository } from '../../entities/repository';
import { createRecord } from '../../entities/writeRecord';
import { writableCopy } from '../../entities/writableCopy';
import { notFound } from '../../http/appError';
import { general } from '@plotwise/contracts/constants/general';
import { nextConceptOrder } from './conceptOrder';

type Row = Record<string, unknown>;

/**
 * Copies a concept with its buildings and their cfgs into the same location, as the generic API would create
 * them (validation, hooks, tenant scope). The caller runs it in one transaction: a copy is whole or absent.
 * A building's stored generation result and dirty flag go along, so the copy needs no new generation.
 */
export async function copyConcept(
  repo: Repository,
  actor: Actor,
  conceptId: number,
  name: string | undefined,
) {
  const source = await repo.detail(concepts, actor, conceptId, 0);
  if (!source) throw notFound('concepts');
  const locationId = source.locationId as number;
  const order = await nextConceptOrder(repo, actor, locationId);
  const copyName = name ?? `${String(source.name ?? '')} (copy)`.trim();
  const id = await createRecord(repo, concepts, actor, {
    ...writableCopy(concepts, source, ['key', 'publicationId']),
    name: copyName,
    order,
  });
  const { rows } = await repo.list(buildings, actor, {
    where: { conceptId },
    order: 'id',
    limit: general.maxListSize,
    offset: 0,
    depth: 0,
  });
  const buildingIds: number[] = [];
  for (const b of rows) {
    const cfg = b.cfg ? writableCopy(building_cfgs, b.cfg as Row, ['buildingId']) : undefined;
    const body = { ...writableCopy(buildings, b, ['conceptId']), conceptId: id, ...(cfg ? { cfg } : {}) };
    buildingIds.push(await createRecord(repo, buildings, actor, body));
  }
  return { id, name: copyName, order, locationId, buildingIds, createdUnitIds: [] as number[] };
}
