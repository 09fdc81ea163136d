import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, type EntityDef, type Field } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../test/testApp';

// Every field declared staffOnly in contracts, reached the way a client would write it: through its exposed
// entity and the nested configs (`cfg`, `cfg.flags`, ...). A newly declared one is covered automatically.
interface StaffOnlyPath {
  entity: 'companies' | 'users';
  path: string[];
  field: Field;
}

function staffOnlyPaths(def: EntityDef, entity: StaffOnlyPath['entity'], prefix: string[] = []): StaffOnlyPath[] {
  const out: StaffOnlyPath[] = [];
  for (const [name, field] of Object.entries(def.fields)) if (field.staffOnly) out.push({ entity, path: [...prefix, name], field });
  for (const one of def.ones) out.push(...staffOnlyPaths(entities[one.entity]!, entity, [...prefix, one.name]));
  return out;
}
const paths = [...staffOnlyPaths(entities.companies!, 'companies'), ...staffOnlyPaths(entities.users!, 'users')];

/** A value the field accepts that differs from its default: what an attacker would set. */
function wantedValue(field: Field): unknown {
  const options = (field.zod as { options?: unknown[] }).options ?? [];
  const candidates = [true, false, '2099-01-01T00:00:00Z', 'granted-by-myself', 6, 5, 4, 3, 2, 1, ...options.map((o) => (typeof o === 'object' && o && 'value' in o ? o.value : o)).reverse()];
  const value = candidates.find((c) => c !== field.default && field.zod.safeParse(c).success);
  if (value === undefined) throw new Error('no test value for a staff-only field');
  return value;
}
const nest = (path: string[], value: unknown): unknown => path.reduceRight<unknown>((v, key) => ({ [key]: v }), value);

let t: TestApp;
let c: TestCompany;
beforeAll(async () => {
  t = await TestApp.start();
  c = await t.company('Eigenwijs');
});
afterAll(() => t?.stop());

describe('staff-only fields', () => {
  it('the registry declares the staff decisions', () => {
    const names = paths.map((p) => `${p.entity}.${p.path.join('.')}`);
    expect(names).toEqual(
      expect.arrayContaining(['companies.subscription', 'companies.licence', 'companies.archived', 'companies.cfg.trialStartedAt', 'companies.cfg.flags.unitmixAllowed', 'users.is_staff']),
    );
  });

  it.each(paths.map((p) => [`${p.entity}.${p.path.join('.')}`, p] as const))('%s: a company admin and a user get 403 and nothing changes', async (_, p) => {
    const url = p.entity === 'companies' ? `/api/companies/detail/${c.id}` : `/api/users/detail/${c.admin.id}`;
    const before = await t.json('GET', `${url}?depth=3`, c.admin);
    for (const who of [c.admin, c.user]) {
      const res = await t.request('PATCH', url, { as: who, body: nest(p.path, wantedValue(p.field)) });
      expect(res.statusCode).toBe(403);
      expect(JSON.parse(res.body).error).toMatchObject({ code: 'staff_only_field', details: { fields: [p.path.join('.')] } });
    }
    expect(await t.json('GET', `${url}?depth=3`, c.admin)).toEqual(before);
  });

  it('a company admin still changes what is theirs (name, style, sign-in methods)', async () => {
    const res = await t.request('PATCH', `/api/companies/detail/${c.id}`, {
      as: c.admin,
      body: { name: 'Eigenwijs BV', cfg: { style: { primaryColor: '#123456' }, authentication: { local: true } } },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ name: 'Eigenwijs BV' });
  });
});
