// The registry of rules around the generic writes: features add theirs (app/entityHooks.ts); each entity's
// registrations run as one, in order.
import { describe, expect, it } from 'vitest';
import { hooksOf, registerEntityHooks, type EntityHooks } from './hooks';

describe('entity hooks registry', () => {
  it("runs an entity's registrations in order, later server-set values over earlier ones, the same hooks once", async () => {
    const ran: string[] = [];
    const first: EntityHooks = { beforeWrite: async () => void ran.push('first'), createValues: () => ({ a: 1, b: 1 }) };
    const second: EntityHooks = { beforeWrite: async () => void ran.push('second'), createValues: () => ({ b: 2 }) };
    registerEntityHooks('registrytest', first);
    registerEntityHooks('registrytest', second);
    registerEntityHooks('registrytest', first); // a second app built in the process
    const hooks = hooksOf('registrytest');
    await hooks.beforeWrite!({} as never, {} as never, null, 1);
    expect(ran).toEqual(['first', 'second']);
    expect(hooks.createValues!({} as never, {} as never)).toEqual({ a: 1, b: 2 });
    expect(hooks.afterWrite).toBeUndefined();
  });

  it('a step that refuses stops the ones after it', async () => {
    const ran: string[] = [];
    registerEntityHooks('refusetest', { beforeWrite: async () => { throw new Error('refused'); } });
    registerEntityHooks('refusetest', { beforeWrite: async () => void ran.push('after') });
    await expect(hooksOf('refusetest').beforeWrite!({} as never, {} as never, null, 1)).rejects.toThrow('refused');
    expect(ran).toEqual([]);
  });

  it('keeps the generic rules without any feature registered (created-by of a location)', () => {
    const values = hooksOf('locations').createValues!({ userId: 7, userName: 'Anna', companyId: 3 } as never, {} as never);
    expect(values).toEqual({ createdByUserId: 7, createdByUserName: 'Anna', createdByCompanyId: 3 });
  });
});
