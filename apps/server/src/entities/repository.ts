import { randomBytes } from 'node:crypto';
import { columnName, defaultValue, writableFields, type EntityDef } from '@plotwise/contracts';
import type { Db, Row } from '../db/database';
import type { Actor } from '../auth/sessions';
import { AppError, notFound } from '../http/appError';
import type { ParsedWrite } from './parseWrite';
import { col, entityOf, isStaticTree, pageSql, Params, q, scopeSql, selectWithOnes } from './sql';

export interface RepositoryOptions {
  /**
   * The application's own tenant predicate on every statement. Only the tests that prove Row-Level Security
   * on its own turn it off; the data API never does.
   */
  appScope?: boolean;
}
import { orderSql, whereSql } from './where';
import { present } from './present';
import { insertRows } from './insertRows';
import { updateRows } from './updateRows';

const throwNotFound = (def: EntityDef): never => {
  throw notFound(def.name);
};

/** Unguessable public keys for locations, concepts, search queries, publications and companies. */
export const newKey = () => randomBytes(16).toString('base64url');

/** One record's update: its id, what was parsed and the values the server sets. */
export interface RowUpdate {
  id: number;
  input: ParsedWrite;
  server?: Record<string, unknown>;
}

export interface ListOptions {
  where?: unknown;
  order?: string;
  limit: number;
  offset: number;
  depth: number;
}

/** The generic data layer of spec section 7: every query carries the tenant predicate of the actor. */
export class Repository {
  constructor(
    readonly db: Db,
    private readonly options: RepositoryOptions = {},
  ) {}

  private scope(def: EntityDef, actor: Actor, p: Params, alias = 't'): string {
    return this.options.appScope === false ? 'true' : scopeSql(def, actor, p, alias);
  }

  private scopeFn(actor: Actor) {
    return (def: EntityDef, p: Params, alias = 't') => this.scope(def, actor, p, alias);
  }

  /** A page of records plus the total count matching the condition. */
  async list(def: EntityDef, actor: Actor, opts: ListOptions): Promise<{ rows: Row[]; total: number }> {
    const p = new Params();
    const cond = `${this.scope(def, actor, p)} AND ${opts.where === undefined ? 'true' : whereSql(def, opts.where, p)}`;
    // The page's ids are chosen first (a top-N sort of the matches), then its rows, configs and children are read for
    // them only. The total is counted apart, once per statement: a window count(*) OVER () with row_number() sorted
    // and numbered every match of the company and doubled the statement's execution time.
    const order = orderSql(def, opts.order);
    const matches = `FROM ${q(def.table)} t WHERE ${cond}`;
    const page = `SELECT t.id ${matches} ORDER BY ${order} ${pageSql(opts.limit, opts.offset, p)}`;
    const sql =
      `SELECT ${selectWithOnes(def, this.scopeFn(actor), p)}, (SELECT count(*)::int ${matches}) AS "__total" ` +
      `FROM (${page}) page JOIN ${q(def.table)} t ON t.id = page.id ORDER BY ${order}`;
    const rows = await this.db.query(sql, p.values);
    let total = (rows[0]?.__total as number | undefined) ?? 0;
    if (!rows.length && opts.offset > 0) {
      const c = new Params();
      const countCond = `${this.scope(def, actor, c)} AND ${opts.where === undefined ? 'true' : whereSql(def, opts.where, c)}`;
      total = ((await this.db.query(`SELECT count(*)::int AS n FROM ${q(def.table)} t WHERE ${countCond}`, c.values))[0]
        ?.n ?? 0) as number;
    }
    for (const r of rows) delete r.__total;
    await this.attach(def, rows, actor, opts.depth);
    return { rows: rows.map((r) => present(def, r)), total };
  }

  /** One record with its configs and children to `depth`, or null when it is not the actor's to see. */
  async detail(def: EntityDef, actor: Actor, id: number, depth: number): Promise<Row | null> {
    const p = new Params();
    const select = selectWithOnes(def, this.scopeFn(actor), p);
    const rows = await this.db.query(
      `SELECT ${select} FROM ${q(def.table)} t WHERE t.id = ${p.add(id)} AND ${this.scope(def, actor, p)}`,
      p.values,
    );
    if (!rows.length) return null;
    await this.attach(def, rows, actor, depth);
    return present(def, rows[0]!);
  }

  /**
   * Several records by id, in the order of the ids (all must exist): one read for them all (a bulk write of 1 000
   * answered with 1 000 reads of one record each before).
   */
  async detailMany(def: EntityDef, actor: Actor, ids: number[]): Promise<Row[]> {
    const byId = await this.detailsFound(def, actor, ids);
    return ids.map((id) => byId.get(id) ?? throwNotFound(def));
  }

  /** The records of these ids the actor may see (configs attached, no children), by id: one read for them all. */
  async detailsFound(def: EntityDef, actor: Actor, ids: readonly number[]): Promise<Map<number, Row>> {
    const p = new Params();
    const rows = await this.db.query(
      `SELECT ${selectWithOnes(def, this.scopeFn(actor), p)} FROM ${q(def.table)} t WHERE t.id = ANY(${p.add(ids)}::integer[]) AND ${this.scope(def, actor, p)}`,
      p.values,
    );
    await this.attach(def, rows, actor, 0);
    return new Map(rows.map((r) => [r.id as number, present(def, r)]));
  }

  /** Insert a record with its nested configs; configs not given get their defaults. Returns the new id. */
  async create(def: EntityDef, actor: Actor, input: ParsedWrite, server: Record<string, unknown> = {}): Promise<number> {
    return (await this.insertTree(def, actor, [input], [server], false))[0]!;
  }

  /**
   * Insert records with their nested configs and collections, set-based: a few statements per entity of the tree
   * whatever the number of records (a bulk create of 1 000 locations ran some 27 000 one-row statements, while on
   * PGlite every other company's request waited). `server[i]` holds the server-set values of `inputs[i]`; the ids
   * come back in the order of the inputs. A refused reference names its input's place (details.index).
   */
  async createMany(def: EntityDef, actor: Actor, inputs: ParsedWrite[], server: Record<string, unknown>[] = []): Promise<number[]> {
    return this.insertTree(def, actor, inputs, server, true);
  }

  /** createMany at one level of the tree; when `named`, a refused reference names its input's place (details.index). */
  private async insertTree(def: EntityDef, actor: Actor, inputs: ParsedWrite[], server: Record<string, unknown>[], named: boolean): Promise<number[]> {
    if (!inputs.length) return [];
    await this.checkReferencesMany(def, actor, inputs, named ? inputs.map((_, i) => i) : undefined);
    const rows = inputs.map((input, i) => {
      const values: Record<string, unknown> = {};
      for (const [name, fd] of writableFields(def)) values[name] = name in input.values ? input.values[name] : defaultValue(fd);
      if (def.tenancy === 'company') values.companyId = actor.companyId;
      // public keys are read-only fields; a writable `key` (a feature filter's catalogue key) is the client's
      if (def.fields.key?.readOnly) values.key = newKey();
      return Object.assign(values, server[i]);
    });
    const ids = await insertRows(this.db, def, rows);
    // a new record has no configs or children yet: each is created (configs not given with their defaults)
    for (const one of def.ones) {
      const given = inputs.map((input) => input.ones[one.name] ?? { values: {}, ones: {}, collections: {} });
      await this.insertTree(entityOf(one.entity), actor, given, ids.map((id) => ({ [one.foreignKey]: id })), false);
    }
    for (const rel of def.children) {
      const items = inputs.flatMap((input, i) => (input.collections[rel.name] ?? []).map((item) => ({ item, parent: ids[i]! })));
      if (!items.length) continue;
      await this.insertTree(entityOf(rel.entity), actor, items.map((x) => x.item), items.map((x) => ({ [rel.foreignKey]: x.parent })), false);
    }
    return ids;
  }

  /** Update the given fields and nested configs of a record in the actor's scope. */
  async update(def: EntityDef, actor: Actor, id: number, input: ParsedWrite, server: Record<string, unknown> = {}): Promise<void> {
    await this.updateMany(def, actor, [{ id, input, server }], false);
  }

  /**
   * Update records with their nested configs, set-based: a read of which are the actor's, one per foreign key, an
   * UPDATE per set of fields written and a read per config for them all (a bulk update of 1 000 locations ran some
   * 6 000 one-row statements). A record not the actor's is 404 and a refused reference 422, naming the update's
   * place (details.index) when `named`. Each id may appear once.
   */
  async updateMany(def: EntityDef, actor: Actor, updates: readonly RowUpdate[], named = true): Promise<void> {
    if (!updates.length) return;
    await this.requireAll(def, actor, updates.map((u) => u.id), named);
    await this.checkReferencesMany(def, actor, updates.map((u) => u.input), named ? updates.map((_, i) => i) : undefined);
    const updatedAt = 'updatedAt' in def.fields ? { updatedAt: new Date().toISOString() } : {};
    await updateRows(this.db, def, updates.map((u) => ({ id: u.id, values: { ...u.input.values, ...u.server, ...updatedAt } })));
    await this.writeNested(def, actor, updates);
  }

  /** Every id a record of the actor's: else 404 for the first that is not (its place in details.index when `named`). */
  async requireAll(def: EntityDef, actor: Actor, ids: readonly number[], named = true): Promise<void> {
    const p = new Params();
    const found = await this.db.query<{ id: number }>(
      `SELECT t.id FROM ${q(def.table)} t WHERE t.id = ANY(${p.add(ids)}::integer[]) AND ${this.scope(def, actor, p)}`,
      p.values,
    );
    const have = new Set(found.map((r) => r.id));
    const index = ids.findIndex((id) => !have.has(id));
    if (index < 0) return;
    const e = notFound(def.name);
    throw named ? new AppError(e.code, e.message, { index }) : e;
  }

  /**
   * The references of whole records (their configs and config collections too) checked before anything of a bulk
   * write is written, one read per foreign key and level for them all: a refused one names its record's place
   * (details.index), where a check batch by batch found a bad last item after 900 inserts.
   */
  async checkReferencesOf(def: EntityDef, actor: Actor, inputs: readonly ParsedWrite[], owners: readonly number[] = inputs.map((_, i) => i)): Promise<void> {
    await this.checkReferencesMany(def, actor, inputs, owners);
    for (const one of def.ones) {
      const nested = inputs.flatMap((input, i) => (input.ones[one.name] ? [{ input: input.ones[one.name]!, owner: owners[i]! }] : []));
      if (nested.length) await this.checkReferencesOf(entityOf(one.entity), actor, nested.map((n) => n.input), nested.map((n) => n.owner));
    }
    for (const rel of def.children) {
      const nested = inputs.flatMap((input, i) => (input.collections[rel.name] ?? []).map((item) => ({ input: item, owner: owners[i]! })));
      if (nested.length) await this.checkReferencesOf(entityOf(rel.entity), actor, nested.map((n) => n.input), nested.map((n) => n.owner));
    }
  }

  /** Whether a record exists in the actor's scope. */
  async exists(def: EntityDef, actor: Actor, id: number): Promise<boolean> {
    const p = new Params();
    const r = await this.db.query(`SELECT 1 FROM ${q(def.table)} t WHERE t.id = ${p.add(id)} AND ${this.scope(def, actor, p)}`, p.values);
    return r.length > 0;
  }

  /** Set `order` of the given records; all must be the actor's, or nothing changes. */
  async reorder(def: EntityDef, actor: Actor, pairs: { id: number; order: number }[]): Promise<void> {
    if (!('order' in def.fields)) throw new AppError('bad_request', `${def.name} has no order`);
    const ids = [...new Set(pairs.map((x) => x.id))];
    if (ids.length !== pairs.length) throw new AppError('validation_failed', 'each id may appear once');
    const p = new Params();
    const found = await this.db.query<{ id: number }>(
      `SELECT t.id FROM ${q(def.table)} t WHERE t.id = ANY(${p.add(ids)}::integer[]) AND ${this.scope(def, actor, p)}`,
      p.values,
    );
    if (found.length !== ids.length) {
      const have = new Set(found.map((r) => r.id));
      throw new AppError('not_found', `${def.name} not found: ${ids.filter((i) => !have.has(i)).join(', ')}`);
    }
    const u = new Params();
    await this.db.query(
      `UPDATE ${q(def.table)} t SET "order" = v.o FROM unnest(${u.add(pairs.map((x) => x.id))}::integer[], ${u.add(
        pairs.map((x) => x.order),
      )}::integer[]) AS v(id, o) WHERE t.id = v.id AND ${this.scope(def, actor, u)}`,
      u.values,
    );
  }

  /** Delete one record in the actor's scope; false when there was none. */
  async delete(def: EntityDef, actor: Actor, id: number): Promise<boolean> {
    const p = new Params();
    const r = await this.db.query(
      `DELETE FROM ${q(def.table)} t WHERE t.id = ${p.add(id)} AND ${this.scope(def, actor, p)} RETURNING t.id`,
      p.values,
    );
    return r.length > 0;
  }

  /** The ids of the actor's records that match a where condition. */
  async idsWhere(def: EntityDef, actor: Actor, where: unknown): Promise<number[]> {
    const p = new Params();
    const cond = whereSql(def, where, p);
    const r = await this.db.query<{ id: number }>(`SELECT t.id FROM ${q(def.table)} t WHERE ${cond} AND ${this.scope(def, actor, p)}`, p.values);
    return r.map((x) => x.id);
  }

  /** Delete every record of the actor's that matches a where condition; returns the ids. */
  async deleteWhere(def: EntityDef, actor: Actor, where: unknown): Promise<number[]> {
    const p = new Params();
    const cond = whereSql(def, where, p);
    const r = await this.db.query<{ id: number }>(
      `DELETE FROM ${q(def.table)} t WHERE ${cond} AND ${this.scope(def, actor, p)} RETURNING t.id`,
      p.values,
    );
    return r.map((x) => x.id);
  }

  // ---- internals ----

  /**
   * Upsert nested one-to-one configs (creating defaults for missing ones) and replace config collections, for
   * several records at once: a read per config for them all.
   */
  private async writeNested(def: EntityDef, actor: Actor, updates: readonly RowUpdate[]): Promise<void> {
    const ids = updates.map((u) => u.id);
    for (const one of def.ones) {
      const child = entityOf(one.entity);
      const existing = new Map<number, number>();
      for (const r of await this.db.query<{ id: number; parent: number }>(
        `SELECT id, ${col(one.foreignKey)} AS parent FROM ${q(child.table)} WHERE ${col(one.foreignKey)} = ANY($1::integer[]) ORDER BY id`,
        [ids],
      ))
        if (!existing.has(r.parent)) existing.set(r.parent, r.id);
      // a config the write does not name is left as it is, its own configs unvisited (no config has an updatedAt to
      // touch): an update of many locations walked the five configs of each (ten statements a record for nothing)
      const given = updates.flatMap((u) => {
        const config = u.input.ones[one.name];
        const id = existing.get(u.id);
        return config && id !== undefined ? [{ id, input: config }] : [];
      });
      await this.updateMany(child, actor, given, false);
      const missing = updates.filter((u) => !existing.has(u.id));
      const empty: ParsedWrite = { values: {}, ones: {}, collections: {} };
      await this.insertTree(child, actor, missing.map((u) => u.input.ones[one.name] ?? empty), missing.map((u) => ({ [one.foreignKey]: u.id })), false);
    }
    for (const rel of def.children)
      for (const u of updates) {
        const items = u.input.collections[rel.name];
        if (items) await this.replaceCollection(rel, actor, u.id, items);
      }
  }

  /** Replace a record's config collection: items with a known id are updated, others created, the rest deleted. */
  private async replaceCollection(rel: EntityDef['children'][number], actor: Actor, id: number, items: ParsedWrite[]): Promise<void> {
    const child = entityOf(rel.entity);
    const p = new Params();
    const existing = new Set(
      (
        await this.db.query<{ id: number }>(
          `SELECT id FROM ${q(child.table)} t WHERE ${col(rel.foreignKey)} = ${p.add(id)} AND ${this.scope(child, actor, p)}`,
          p.values,
        )
      ).map((r) => r.id),
    );
    const kept = new Set<number>();
    for (const item of items) {
      if (item.id !== undefined && existing.has(item.id)) {
        kept.add(item.id);
        await this.update(child, actor, item.id, item);
      } else {
        kept.add(await this.create(child, actor, item, { [rel.foreignKey]: id }));
      }
    }
    const gone = [...existing].filter((x) => !kept.has(x));
    if (gone.length) await this.db.query(`DELETE FROM ${q(child.table)} WHERE id = ANY($1::integer[])`, [gone]);
  }

  /**
   * Every foreign key in a write must point at a record the actor may see: this is what stops a user from
   * attaching a note to another company's location. One read per foreign key field for all the inputs; the first
   * input (by its owner's place) that names a record the actor cannot see is refused, with `owners[i]` (the place
   * of the bulk item input i belongs to) in details.index when given.
   */
  private async checkReferencesMany(def: EntityDef, actor: Actor, inputs: readonly ParsedWrite[], owners?: readonly number[]): Promise<void> {
    for (const [name, fd] of Object.entries(def.fields)) {
      if (fd.kind !== 'fk' || !fd.ref) continue;
      const wanted = [...new Set(inputs.map((input) => input.values[name]).filter((v): v is number => typeof v === 'number'))];
      if (!wanted.length) continue;
      const target = entityOf(fd.ref.table);
      const p = new Params();
      const found = await this.db.query<{ id: number }>(
        `SELECT t.id FROM ${q(target.table)} t WHERE t.id = ANY(${p.add(wanted)}::integer[]) AND ${this.scope(target, actor, p)}`,
        p.values,
      );
      const seen = new Set(found.map((r) => r.id));
      let index = -1;
      for (const [i, input] of inputs.entries())
        if (typeof input.values[name] === 'number' && !seen.has(input.values[name] as number) && (index < 0 || (owners && owners[i]! < owners[index]!))) index = i;
      if (index < 0) continue;
      const v = inputs[index]!.values[name];
      throw new AppError('reference_not_found', `${name}: ${target.name} ${String(v)} does not exist`, { field: name, id: v, ...(owners ? { index: owners[index] } : {}) });
    }
  }

  /** Attach configs (always) and children (to `depth`) to rows, one query per relation and level. */
  private async attach(def: EntityDef, rows: Row[], actor: Actor, depth: number): Promise<void> {
    if (!rows.length) return;
    const ids = rows.map((r) => r.id as number);
    for (const one of def.ones) {
      const child = entityOf(one.entity);
      if (isStaticTree(child)) continue; // read as JSON with the rows themselves
      const found = await this.related(child, one.foreignKey, ids, actor);
      await this.attach(child, found, actor, depth);
      const byParent = new Map(found.map((r) => [r[one.foreignKey], r]));
      for (const r of rows) r[one.name] = byParent.has(r.id) ? present(child, byParent.get(r.id)!) : null;
    }
    const rels = def.children.filter((rel) => !entityOf(rel.entity).exposed || depth >= 1);
    if (!rels.length) return;
    // All relations of this level in one statement: one round trip instead of one per relation.
    const p = new Params();
    const idsParam = p.add(ids);
    const parts = rels.map((rel, i) => {
      const child = entityOf(rel.entity);
      const a = `r${i}`;
      return (
        `SELECT ${i} AS rel, row_to_json(j) AS row FROM (SELECT ${selectWithOnes(child, this.scopeFn(actor), p, a)} ` +
        `FROM ${q(child.table)} ${a} WHERE ${a}.${col(rel.foreignKey)} = ANY(${idsParam}::integer[]) AND ${this.scope(child, actor, p, a)}) j`
      );
    });
    const found = await this.db.query<{ rel: number; row: Row }>(parts.join(' UNION ALL '), p.values);
    for (const [i, rel] of rels.entries()) {
      const child = entityOf(rel.entity);
      const childRows = found
        .filter((f) => f.rel === i)
        .map((f) => f.row)
        .sort((x, y) => ((x.order as number) ?? 0) - ((y.order as number) ?? 0) || (x.id as number) - (y.id as number));
      await this.attach(child, childRows, actor, child.exposed ? depth - 1 : depth);
      const groups = new Map<unknown, Row[]>();
      for (const r of childRows) {
        const k = r[rel.foreignKey];
        if (!groups.has(k)) groups.set(k, []);
        groups.get(k)!.push(r);
      }
      for (const r of rows) r[rel.name] = groups.get(r.id) ?? [];
    }
  }

  private async related(child: EntityDef, foreignKey: string, ids: number[], actor: Actor): Promise<Row[]> {
    const p = new Params();
    const select = selectWithOnes(child, this.scopeFn(actor), p);
    return this.db.query(
      `SELECT ${select} FROM ${q(child.table)} t WHERE t.${q(columnName(foreignKey))} = ANY(${p.add(ids)}::integer[]) ` +
        `AND ${this.scope(child, actor, p)} ORDER BY ${'order' in child.fields ? 't."order", ' : ''}t.id`,
      p.values,
    );
  }
}
