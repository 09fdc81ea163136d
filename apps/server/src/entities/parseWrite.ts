import { applySavingRule, defaultValue, fieldOf, type EntityDef } from '@plotwise/contracts';
import { AppError } from '../http/appError';
import { entityOf } from './sql';

/** A request body checked against an entity: field values plus nested configs and config collections. */
export interface ParsedWrite {
  /** id of an existing row, for items of config collections */
  id?: number;
  values: Record<string, unknown>;
  ones: Record<string, ParsedWrite>;
  collections: Record<string, ParsedWrite[]>;
  /** paths of staff-only fields the body writes (the policy refuses them for everyone but staff) */
  staffOnlyFields?: string[];
  /**
   * The version the edit was based on: the record's `updatedAt` as the client read it (optimistic concurrency,
   * docs/api.md). Only for entities with an `updatedAt` field and only at the top level of the body.
   */
  basedOn?: string;
}

interface Issue {
  path: string;
  message: string;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseInto(
  def: EntityDef,
  body: unknown,
  mode: 'create' | 'patch',
  path: string,
  issues: Issue[],
  unknown: string[],
  staffOnlyFields: string[],
  ownerKey?: string,
): ParsedWrite {
  const out: ParsedWrite = { values: {}, ones: {}, collections: {} };
  if (!isPlainObject(body)) {
    issues.push({ path: path || '(body)', message: 'must be an object' });
    return out;
  }
  const at = (k: string) => (path ? `${path}.${k}` : k);
  if (typeof body.id === 'number') out.id = body.id;
  for (const [key, raw] of Object.entries(body)) {
    // own properties only: a key such as `constructor` or `__proto__` must not find Object.prototype's members
    const fd = fieldOf(def, key);
    if (fd) {
      if (fd.internal) unknown.push(at(key));
      if (fd.staffOnly) staffOnlyFields.push(at(key));
      if (fd.readOnly || fd.internal) continue; // id, companyId, timestamps: set by the server
      const v = fd.coerce ? fd.coerce(raw) : raw;
      if (v === null) {
        if (fd.required) issues.push({ path: at(key), message: 'is required and cannot be null' });
        else out.values[key] = null;
        continue;
      }
      const r = fd.zod.safeParse(v);
      if (r.success) out.values[key] = r.data;
      else issues.push(...r.error.issues.map((i) => ({ path: [at(key), ...i.path].join('.'), message: i.message })));
      continue;
    }
    const one = def.ones.find((o) => o.name === key);
    if (one) {
      if (raw === null || raw === undefined) continue;
      out.ones[key] = parseInto(entityOf(one.entity), raw, 'patch', at(key), issues, unknown, staffOnlyFields, one.foreignKey);
      continue;
    }
    const rel = def.children.find((c) => c.name === key);
    if (rel) {
      const child = entityOf(rel.entity);
      // Children that are entities of their own are saved through their own endpoints; a fetched record
      // sent back whole keeps working, so they are ignored here. Config collections are saved with the parent.
      if (child.exposed) continue;
      if (!Array.isArray(raw)) {
        issues.push({ path: at(key), message: 'must be a list' });
        continue;
      }
      if (raw.length > 1000) issues.push({ path: at(key), message: 'at most 1000 items' });
      out.collections[key] = raw.map((item, i) => {
        const itemMode = isPlainObject(item) && typeof item.id === 'number' ? 'patch' : 'create';
        return parseInto(child, item, itemMode, `${at(key)}.${i}`, issues, unknown, staffOnlyFields, rel.foreignKey);
      });
      continue;
    }
    unknown.push(at(key));
  }
  if (mode === 'create') {
    for (const [name, fd] of Object.entries(def.fields)) {
      // the owner's key of a nested config is filled in by the data layer, not the client
      if (name === ownerKey || !fd.required || fd.readOnly || fd.internal || name in out.values) continue;
      if (defaultValue(fd) === null) issues.push({ path: at(name), message: 'is required' });
    }
  }
  return out;
}

/**
 * Validate a request body for an entity after the saving rule: unknown fields are refused (400
 * unknown_field), bad values are listed with their path (400 validation_failed).
 */
export function parseWrite(def: EntityDef, body: unknown, mode: 'create' | 'patch'): ParsedWrite {
  const issues: Issue[] = [];
  const unknown: string[] = [];
  const staffOnlyFields: string[] = [];
  const parsed = parseInto(def, applySavingRule(body), mode, '', issues, unknown, staffOnlyFields);
  if (unknown.length)
    throw new AppError('unknown_field', `Unknown field${unknown.length > 1 ? 's' : ''} for ${def.name}: ${unknown.join(', ')}`, {
      fields: unknown,
    });
  const basedOn = versionOf(def, body, issues);
  if (issues.length)
    throw new AppError('validation_failed', issues.map((i) => `${i.path}: ${i.message}`).join('; '), { issues });
  return { ...parsed, ...(staffOnlyFields.length ? { staffOnlyFields } : {}), ...(basedOn ? { basedOn } : {}) };
}

/** The body's `updatedAt` (read-only, so never written) is the version the edit is based on; it must be a timestamp. */
function versionOf(def: EntityDef, body: unknown, issues: Issue[]): string | undefined {
  if (!def.fields.updatedAt || !isPlainObject(body) || body.updatedAt === undefined || body.updatedAt === null) return undefined;
  if (typeof body.updatedAt === 'string' && Number.isFinite(Date.parse(body.updatedAt))) return body.updatedAt;
  issues.push({ path: 'updatedAt', message: 'must be the ISO timestamp of the version the edit is based on' });
  return undefined;
}
