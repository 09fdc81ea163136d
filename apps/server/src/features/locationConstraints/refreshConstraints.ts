import { constraints, HAND_CONSTRAINT_SOURCE, locations, ONLINE_NORM_SOURCE, type ConstraintsRefreshResponse } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { createRecord, updateRecord } from '../../entities/writeRecord';
import { notFound } from '../../http/appError';
import { prepareLocationFromPlots, type PreparedLocation } from '../../geodata/plots/createLocationFromPlots';

// A derived constraint is the same one again when its zoning object (IMRO) or article (omgevingsplan) and what its
// description names are: the hand edit of the location editor changes name, type, operator and value, never these.
// The description ends in ": <value>" (IMRO "maximum bouwhoogte (m): 10", omgevingsplan "<norm> — <location>: 13 m");
// the value is left out, so that a new plan version with another value still finds the hand row that overrides it.
const keyOf = (c: { reference: string | null; description: string | null }) => {
  const d = c.description ?? '';
  const at = d.lastIndexOf(': ');
  return `${c.reference ?? ''}|${at >= 0 ? d.slice(0, at) : d}`;
};

/**
 * Derive a location's constraints again from the zoning of its parcels (the IMRO plan and the omgevingsplan, which
 * replaces the IMRO plan where a pons covers the parcels). Rows made or changed by hand
 * (source `hand`) stay as they are and keep overriding the derived value they replaced; every other row is
 * replaced by the zoning's current ones. Returns how many were derived and how many hand rows were kept.
 */
export async function refreshConstraints(
  db: Db,
  actor: Actor,
  locationId: number,
): Promise<ConstraintsRefreshResponse> {
  const parcels = await db.tenant(actor.companyId, async (tx) => {
    if (!(await new Repository(tx).exists(locations, actor, locationId))) throw notFound('locations');
    const rows = await tx.query<{ identificatie: string | null }>(
      `SELECT properties->>'identificatie' AS identificatie FROM plots WHERE location_id = $1 AND company_id = $2`,
      [locationId, actor.companyId],
    );
    return rows.map((r) => r.identificatie).filter((x): x is string => !!x);
  });
  // national data, read with the server's role
  const ids = parcels.length
    ? (
        await db.query<{ id: number }>(
          'SELECT id::int AS id FROM geo_plots WHERE identificatie = ANY($1::text[])',
          [parcels],
        )
      ).map((r) => r.id)
    : [];
  const drafts = ids.length ? (await prepareLocationFromPlots(db, ids)).drafts : [];
  return db.tenant(actor.companyId, (tx) => replaceDerivedConstraints(tx, actor, locationId, drafts));
}

/**
 * Which derived rows a replacement replaces: `zoning` (the imported IMRO plan and omgevingsplan: a refresh, an
 * enrichment) every derived row but those of an online read; `online` (a fetch from the DSO) only those. Hand rows
 * stay in both, and keep overriding the derived row they replaced.
 */
export type DerivedScope = 'zoning' | 'online';

const SCOPE_SQL: Record<DerivedScope, string> = {
  zoning: "source IS DISTINCT FROM $3 AND coalesce(source, '') NOT LIKE $4",
  online: 'source IS DISTINCT FROM $3 AND source LIKE $4',
};

/** Replaces a location's derived constraints of `scope` by `drafts` inside the tenant transaction `tx`; hand rows stay. */
export async function replaceDerivedConstraints(tx: Db, actor: Actor, locationId: number, drafts: PreparedLocation['drafts'], scope: DerivedScope = 'zoning'): Promise<ConstraintsRefreshResponse> {
  const hand = await tx.query<{ id: number; reference: string | null; description: string | null; url: string | null }>(
    'SELECT id::int AS id, reference, description, url FROM constraints WHERE location_id = $1 AND company_id = $2 AND source = $3',
    [locationId, actor.companyId, HAND_CONSTRAINT_SOURCE],
  );
  const overridden = new Map(hand.map((h) => [keyOf(h), h]));
  // the prefix holds no LIKE wildcard (% or _)
  await tx.query(`DELETE FROM constraints WHERE location_id = $1 AND company_id = $2 AND ${SCOPE_SQL[scope]}`, [locationId, actor.companyId, HAND_CONSTRAINT_SOURCE, `${ONLINE_NORM_SOURCE}%`]);
  const repo = new Repository(tx);
  let derived = 0;
  for (const c of drafts) {
    const h = overridden.get(keyOf(c));
    if (h) {
      // the hand value stays; its citation follows the plan, so the row shows what the plan says now (13 -> 15 m)
      if (h.description !== c.description || h.url !== c.url) await updateRecord(repo, constraints, actor, h.id, { description: c.description, url: c.url });
      continue;
    }
    await createRecord(repo, constraints, actor, { ...c, locationId });
    derived += 1;
  }
  return { derived, kept: hand.length };
}
