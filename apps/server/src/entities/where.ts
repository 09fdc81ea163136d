import { fieldOf, whereOperators, type EntityDef, type WhereOperator } from '@plotwise/contracts';
import { AppError } from '../http/appError';
import type { Params } from './sql';
import { arrayType, col } from './sql';

const filterable = new Set(['id', 'text', 'int', 'float', 'bool', 'timestamp', 'fk']);
const comparison: Partial<Record<WhereOperator, string>> = { eq: '=', ne: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' };

function checkValue(def: EntityDef, field: string, v: unknown) {
  const fd = def.fields[field]!;
  if (v === null) return;
  const ok =
    fd.kind === 'timestamp'
      ? typeof v === 'string' && !Number.isNaN(Date.parse(v))
      : fd.kind === 'text'
        ? typeof v === 'string'
        : fd.kind === 'bool'
          ? typeof v === 'boolean'
          : typeof v === 'number' && Number.isFinite(v) && (fd.kind === 'float' || Number.isInteger(v));
  if (!ok) throw new AppError('validation_failed', `where.${field}: ${JSON.stringify(v)} is not a valid ${fd.kind} value`);
}

/**
 * Turn a where condition (`{ field: value | { op: value } }`) into SQL. Unknown fields and operators are
 * rejected, never ignored, so that a typo cannot widen a bulk delete.
 */
export function whereSql(def: EntityDef, where: unknown, p: Params, alias = 't'): string {
  if (typeof where !== 'object' || where === null || Array.isArray(where))
    throw new AppError('validation_failed', 'where must be an object like {"name": "x"} or {"size": {"gte": 10}}');
  const parts: string[] = [];
  for (const [field, cond] of Object.entries(where)) {
    const fd = fieldOf(def, field);
    if (!fd || fd.internal || !filterable.has(fd.kind))
      throw new AppError('unknown_field', `${def.name} cannot be filtered on "${field}"`, { field });
    const c = `${alias}.${col(field)}`;
    const ops: [string, unknown][] =
      typeof cond === 'object' && cond !== null && !Array.isArray(cond) ? Object.entries(cond) : [['eq', cond]];
    if (ops.length === 0) throw new AppError('validation_failed', `where.${field} has no operator`);
    for (const [op, v] of ops) {
      if (!(whereOperators as readonly string[]).includes(op))
        throw new AppError('unknown_operator', `Unknown operator "${op}" on ${field}; use one of ${whereOperators.join(', ')}`, {
          field,
          operator: op,
        });
      const o = op as WhereOperator;
      if (o === 'isnull') {
        if (typeof v !== 'boolean') throw new AppError('validation_failed', `where.${field}.isnull must be true or false`);
        parts.push(`${c} IS ${v ? '' : 'NOT '}NULL`);
      } else if (o === 'in') {
        if (!Array.isArray(v) || v.length > 1000)
          throw new AppError('validation_failed', `where.${field}.in must be a list of at most 1000 values`);
        v.forEach((x) => checkValue(def, field, x));
        parts.push(`${c} = ANY(${p.add(v)}::${arrayType(fd)})`);
      } else if (o === 'like') {
        if (fd.kind !== 'text' || typeof v !== 'string')
          throw new AppError('validation_failed', `where.${field}.like needs a text field and a text pattern`);
        parts.push(`${c} ILIKE ${p.add(v)}`);
      } else {
        checkValue(def, field, v);
        if (v === null && (o === 'eq' || o === 'ne')) parts.push(`${c} IS ${o === 'eq' ? '' : 'NOT '}NULL`);
        else if (v === null) throw new AppError('validation_failed', `where.${field}.${o} cannot compare with null`);
        else parts.push(`${c} ${comparison[o]} ${p.add(v)}`);
      }
    }
  }
  return parts.length ? parts.join(' AND ') : 'true';
}

/** Parse `order=-updatedAt,name` into ORDER BY SQL; unknown fields are rejected. */
export function orderSql(def: EntityDef, order: string | undefined, alias = 't'): string {
  const parts: string[] = [];
  for (const raw of (order ?? '').split(',').filter(Boolean)) {
    const desc = raw.startsWith('-');
    const field = desc ? raw.slice(1) : raw;
    const fd = fieldOf(def, field);
    if (!fd || fd.internal || !filterable.has(fd.kind))
      throw new AppError('unknown_field', `${def.name} cannot be ordered by "${field}"`, { field });
    parts.push(`${alias}.${col(field)} ${desc ? 'DESC' : 'ASC'} NULLS LAST`);
  }
  if (!parts.length && 'order' in def.fields) parts.push(`${alias}."order" ASC`);
  parts.push(`${alias}.id ASC`);
  return parts.join(', ');
}
