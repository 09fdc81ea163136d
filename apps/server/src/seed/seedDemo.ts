import { randomBytes } from 'node:crypto';
import { companies, concepts, costs, locations, units, users } from '@plotwise/contracts';
import type { Db } from '../db/database';
import { systemActor, type Actor } from '../auth/sessions';
import { hashPassword } from '../auth/passwords';
import { parseWrite } from '../entities/parseWrite';
import { newKey, Repository } from '../entities/repository';

export const demoUsers = [
  { email: 'staff@demo.plotwise.nl', first_name: 'Sanne', last_name: 'de Staf', is_staff: true, is_admin: true },
  { email: 'admin@demo.plotwise.nl', first_name: 'Arjen', last_name: 'Beheer', is_staff: false, is_admin: true },
  { email: 'user@demo.plotwise.nl', first_name: 'Utku', last_name: 'Gebruiker', is_staff: false, is_admin: false },
] as const;

export interface SeedResult {
  companyId: number;
  password: string;
  generated: boolean;
}

/**
 * Seed the demo company on first start (an empty database): three users, a few real Amsterdam and
 * Utrecht sites with a unit mix and costs, so that a new installation shows something true to use.
 */
export async function seedDemo(db: Db, demoPassword?: string): Promise<SeedResult | null> {
  const existing = await db.query('SELECT 1 FROM companies LIMIT 1');
  if (existing.length) return null;
  const password = demoPassword ?? randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const companyId = await db.transaction(async (tx) => {
    const repo = new Repository(tx);
    const [{ id }] = (await tx.query<{ id: number }>(
      `INSERT INTO companies (name, key, subscription, licence, archived) VALUES ('Demo Ontwikkeling', $1, 'none', 4, false) RETURNING id`,
      [newKey()],
    )) as [{ id: number }];
    const system = systemActor(id);
    await repo.update(companies, system, id, parseWrite(companies, { cfg: { trialStartedAt: new Date().toISOString() } }, 'patch'));
    const userIds: number[] = [];
    for (const u of demoUsers)
      userIds.push(await repo.create(users, system, parseWrite(users, { ...u, username: u.email.split('@')[0] }, 'create'), { password_hash: passwordHash }));
    const actor: Actor = { ...system, userId: userIds[2]!, userName: 'Utku Gebruiker', isStaff: false, isAdmin: false };
    const sites = [
      { name: 'Oostenburg Noord', lat: 52.3707, lon: 4.9262, road: 'Oostenburgergracht', house_number: '77', postcode: '1018 NC', city: 'Amsterdam', municipality: 'Amsterdam', state: 'Noord-Holland', country: 'Nederland', plotsize: 6120 },
      { name: 'Merwedekanaalzone 5', lat: 52.0786, lon: 5.0991, road: 'Europalaan', house_number: '2', postcode: '3526 KS', city: 'Utrecht', municipality: 'Utrecht', state: 'Utrecht', country: 'Nederland', plotsize: 14850 },
      { name: 'Leeg project', lat: 0, lon: 0, plotsize: 0 },
    ];
    for (const site of sites) {
      const locationId = await repo.create(locations, actor, parseWrite(locations, site, 'create'), {
        createdByUserId: actor.userId,
        createdByUserName: actor.userName,
        createdByCompanyId: id,
      });
      if (!site.plotsize) continue;
      for (const [i, u] of [
        { name: 'Studio', size: 40, size_max: 50, price: 950, income_mode: 'rent_unit_month' },
        { name: 'Tweekamer', size: 60, size_max: 75, price: 1250, income_mode: 'rent_unit_month' },
        { name: 'Driekamer', size: 85, size_max: 100, price: 5250, income_mode: 'sell_m2' },
      ].entries())
        await repo.create(units, actor, parseWrite(units, { ...u, order: (i + 1) * 10, locationId }, 'create'));
      for (const [i, c] of [
        { name: 'Grondkosten', type: 'flat_fee', category: 'ground', parameter: 2_500_000 },
        { name: 'Bouwkosten', type: 'per_m2_floor', category: 'building', parameter: 1850 },
        // open galleries are outside the GFA (ADR 0011), so a gallery flat's galleries are priced on their own line
        { name: 'Galerijen', type: 'per_m2_gallery', category: 'building', parameter: 1000 },
        { name: 'Onvoorzien', type: 'percentage_construction', category: 'unforeseen', parameter: 5 },
      ].entries())
        await repo.create(costs, actor, parseWrite(costs, { ...c, order: (i + 1) * 10, locationId }, 'create'));
      await repo.create(concepts, actor, parseWrite(concepts, { name: 'Variant A', locationId, order: 10 }, 'create'));
    }
    return id;
  });
  return { companyId, password, generated: demoPassword === undefined };
}
