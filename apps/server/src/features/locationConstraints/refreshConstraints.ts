import { constraints, HAND_CONSTRAINT_SOURCE, locations, ONLINE_NORM_SOURCE, type ConstraintsRefreshResponse } from '@plotwise/contracts';
import { derivedKey } from '@plotwise/core/zoning/index';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { createRecord, updateRecord } from '../../entities/writeRecord';
import { notFound } from '../../http/appError';
import { prepareLocationFromPlots, type PreparedLocation } from '../../geodata/plots/createLocationFromPlots';
import { constraintsFromOnline } from '../../geodata/dso/onlineNorms';
import { storedOnlineDocuments } from '../../geodata/dso/storedOnlineRules';
import { choosePlanSources, keepChosen } from '../../geodata/omgevingsplan/planPrecedence';

// A derived constraint is the same one again when its zoning object (IMRO) or article (omgevingsplan) and what its
// description names are (core derivedKey, the key a replacing hand row names too): the hand edit of the location
// editor changes name, type, operator and value, never these, so a new plan version with another value still finds the
// hand row that overrides it.
const keyOf = derivedKey;

/**
 * Derive a location's constraints again from the zoning of its parcels (the IMRO plan and the omgevingsplan, which
 * replaces the IMRO plan where a pons covers the parcels). Rows made or changed by hand
 * (source `hand`) stay as they are and keep overriding the derived value they replaced; every other row is
 * replaced by the zoning's current ones. A hand row that replaces a derived one names it by its key, so it replaces
 * the row derived again here too (core constraintsInForce). Returns how many were derived and how many hand rows were kept.
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
  const prepared = ids.length ? await prepareLocationFromPlots(db, ids) : null;
  return db.tenant(actor.companyId, (tx) => replaceZoningConstraints(tx, actor, locationId, prepared));
}

/**
 * Replaces a location's derived constraints by the zoning's (`prepared`: the IMRO plan and the imported omgevingsplan)
 * together with those of its last online read, one source per regeling (planPrecedence.ts): an imported regeling whose
 * online version is newer gives no rows, nor does an online one the import answers for. Inside the tenant transaction.
 */
export async function replaceZoningConstraints(tx: Db, actor: Actor, locationId: number, prepared: Pick<PreparedLocation, 'drafts' | 'omgevingsplan'> | null): Promise<ConstraintsRefreshResponse> {
  const { documents } = await storedOnlineDocuments(tx, actor.companyId, locationId);
  const decisions = choosePlanSources(prepared?.omgevingsplan?.rules ?? [], documents);
  const drafts = [...keepChosen(prepared?.drafts ?? [], decisions), ...keepChosen(constraintsFromOnline(documents)?.drafts ?? [], decisions)];
  return replaceDerivedConstraints(tx, actor, locationId, drafts, 'all');
}

/**
 * Which derived rows a replacement replaces: `all` (a refresh, an enrichment: the zoning and the stored online read
 * together) every derived row; `online` (a fetch from the DSO) only those of an online read; `{ importedRegelingen }`
 * (a fetch after which the import answers again for them) only the imported omgevingsplan rows of those regelingen.
 * Hand rows stay in every case, and keep overriding the derived row they replaced.
 */
type DerivedScope = 'all' | 'online' | { importedRegelingen: readonly string[] };

// the prefix holds no LIKE wildcard (% or _); a source's second word is the regeling (constraintsFromNorms)
function scopeSql(scope: DerivedScope): { where: string; params: unknown[] } {
  if (scope === 'all') return { where: 'source IS DISTINCT FROM $3', params: [] };
  if (scope === 'online') return { where: 'source IS DISTINCT FROM $3 AND source LIKE $4', params: [`${ONLINE_NORM_SOURCE}%`] };
  return { where: `source IS DISTINCT FROM $3 AND split_part(source, ' ', 1) = 'omgevingsplan' AND split_part(source, ' ', 2) = ANY($4::text[])`, params: [scope.importedRegelingen] };
}

/** Replaces a location's derived constraints of `scope` by `drafts` inside the tenant transaction `tx`; hand rows stay. */
export async function replaceDerivedConstraints(tx: Db, actor: Actor, locationId: number, drafts: PreparedLocation['drafts'], scope: DerivedScope): Promise<ConstraintsRefreshResponse> {
  const hand = await tx.query<{ id: number; reference: string | null; description: string | null; url: string | null }>(
    'SELECT id::int AS id, reference, description, url FROM constraints WHERE location_id = $1 AND company_id = $2 AND source = $3',
    [locationId, actor.companyId, HAND_CONSTRAINT_SOURCE],
  );
  const overridden = new Map(hand.map((h) => [keyOf(h), h]));
  const { where, params } = scopeSql(scope);
  await tx.query(`DELETE FROM constraints WHERE location_id = $1 AND company_id = $2 AND ${where}`, [locationId, actor.companyId, HAND_CONSTRAINT_SOURCE, ...params]);
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
