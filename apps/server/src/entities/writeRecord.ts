import type { EntityDef } from '@plotwise/contracts';
import type { Actor } from '../auth/sessions';
import { authorize } from './policy';
import { hooks } from './hooks';
import { parseWrite, type ParsedWrite } from './parseWrite';
import type { Repository } from './repository';

/** Create one record as the generic API does: validate, authorize, the entity's hooks, tenant-scoped insert. */
export async function createRecord(repo: Repository, def: EntityDef, actor: Actor, body: unknown): Promise<number> {
  const input = parseWrite(def, body, 'create');
  authorize(def, 'create', actor, input);
  await hooks[def.name]?.beforeWrite?.(repo.db, actor, input, null);
  const id = await repo.create(def, actor, input, hooks[def.name]?.createValues?.(actor, input) ?? {});
  await hooks[def.name]?.afterWrite?.(repo.db, actor, id);
  return id;
}

/** Update one record as the generic API does; returns what was parsed (for auditing role changes). */
export async function updateRecord(repo: Repository, def: EntityDef, actor: Actor, id: number, body: unknown): Promise<ParsedWrite> {
  const input = parseWrite(def, body, 'patch');
  authorize(def, 'update', actor, input, id);
  await hooks[def.name]?.beforeWrite?.(repo.db, actor, input, id);
  await repo.update(def, actor, id, input, hooks[def.name]?.updateValues?.(actor, input) ?? {});
  await hooks[def.name]?.afterWrite?.(repo.db, actor, id);
  return input;
}
