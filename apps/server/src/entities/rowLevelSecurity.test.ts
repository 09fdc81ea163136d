import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, storageNames } from '@plotwise/contracts';
import { systemActor, type Actor } from '../auth/sessions';
import { createParents, TestApp, type TestCompany } from '../test/testApp';
import { samples } from '../test/sampleRecords';
import { parseWrite } from './parseWrite';
import { Repository } from './repository';

// The same attacks as isolation.test.ts, with the application's own company filter switched off:
// PostgreSQL Row-Level Security alone must refuse them.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
const idOfA: Record<string, number> = {};
let actorB: Actor;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Iota');
  b = await t.company('Kappa');
  const staff = await t.company('Staff RLS', { staff: true });
  const s = samples(await createParents(t, a));
  for (const name of storageNames) {
    if (name === 'companies') idOfA[name] = a.id;
    else {
      const sample = s[name];
      const who = sample.writer === 'staff' ? staff.admin : sample.writer === 'admin' ? a.admin : a.user;
      idOfA[name] = (await t.json<{ id: number }>('POST', `/api/${name}/list`, who, sample.create)).id;
    }
  }
  actorB = { ...systemActor(b.id, b.user.id), isStaff: false };
});
afterAll(() => t?.stop());

const unscoped = <T>(fn: (repo: Repository) => Promise<T>) => t.db.tenant(actorB.companyId, (tx) => fn(new Repository(tx, { appScope: false })));
const tenantOwned = storageNames.filter((n) => n !== 'contentitems');

describe.each(tenantOwned)('Row-Level Security alone keeps %s of company A from company B', (name) => {
  const def = entities[name]!;
  it('list and detail see nothing of A', async () => {
    const { rows } = await unscoped((r) => r.list(def, actorB, { where: { id: idOfA[name] }, limit: 500, offset: 0, depth: 0 }));
    expect(rows).toEqual([]);
    expect(await unscoped((r) => r.detail(def, actorB, idOfA[name]!, 0))).toBeNull();
  });
  it('update, reorder and delete change nothing of A', async () => {
    const before = JSON.stringify(await t.db.query(`SELECT * FROM "${def.table}" WHERE id = $1`, [idOfA[name]]));
    await expect(unscoped((r) => r.update(def, actorB, idOfA[name]!, parseWrite(def, {}, 'patch')))).rejects.toMatchObject({ code: 'not_found' });
    if ('order' in def.fields) await expect(unscoped((r) => r.reorder(def, actorB, [{ id: idOfA[name]!, order: 5 }]))).rejects.toMatchObject({ code: 'not_found' });
    expect(await unscoped((r) => r.delete(def, actorB, idOfA[name]!))).toBe(false);
    expect(await unscoped((r) => r.deleteWhere(def, actorB, { id: idOfA[name] }))).toEqual([]);
    // even raw SQL in a tenant transaction cannot touch A's row
    const raw = await t.db.tenant(b.id, (tx) => tx.query(`UPDATE "${def.table}" SET id = id WHERE id = $1 RETURNING id`, [idOfA[name]]));
    expect(raw).toEqual([]);
    expect(JSON.stringify(await t.db.query(`SELECT * FROM "${def.table}" WHERE id = $1`, [idOfA[name]]))).toBe(before);
  });
});

describe('Row-Level Security on writes', () => {
  it('refuses a row written into another company, and the server bookkeeping is out of reach', async () => {
    await expect(
      t.db.tenant(b.id, (tx) => tx.query(`INSERT INTO labels (company_id, name) VALUES ($1, 'smuggled')`, [a.id])),
    ).rejects.toThrow(/row-level security/);
    await expect(t.db.tenant(b.id, (tx) => tx.query('SELECT * FROM sessions'))).rejects.toThrow(/permission denied/);
    expect(await t.db.query(`SELECT 1 FROM labels WHERE name = 'smuggled'`)).toEqual([]);
  });
});
