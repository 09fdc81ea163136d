import { buildings, concepts, locations, units, type ConceptFromPresetBody } from '@plotwise/contracts';
import { lngLat, lngLatToRd } from '@plotwise/core';
import type { Actor } from '../../auth/sessions';
import type { Repository } from '../../entities/repository';
import { createRecord } from '../../entities/writeRecord';
import { notFound } from '../../http/appError';
import { nextConceptOrder } from './conceptOrder';
import { presetBuilding, type PresetRow } from './presetBuilding';

/** The company's preset with its units and towers, or null when it is not the company's. */
async function readPreset(repo: Repository, actor: Actor, id: number): Promise<PresetRow | null> {
  const [p] = await repo.db.query<Omit<PresetRow, 'units' | 'towers'>>(
    `SELECT name, preset_id AS "presetId", max_building_width AS "maxBuildingWidth", max_building_length AS "maxBuildingLength",
            max_building_height AS "maxBuildingHeight", min_grid_size AS "minGridSize", grid_increments AS "gridIncrements",
            corridor_width AS "corridorWidth", full_length_corridors
       FROM presets WHERE id = $1 AND company_id = $2`,
    [id, actor.companyId],
  );
  if (!p) return null;
  const presetUnits = await repo.db.query<PresetRow['units'][number]>(
    'SELECT name, "order", size, size_max, ratio FROM preset_units WHERE company_preset_id = $1 AND company_id = $2 ORDER BY "order", id',
    [id, actor.companyId],
  );
  const towers = await repo.db.query<PresetRow['towers'][number]>(
    `SELECT name, "order", towertype, blocktype, flip_direction, functiontype, unit_id FROM preset_towers
      WHERE company_preset_id = $1 AND company_id = $2 ORDER BY "order", id`,
    [id, actor.companyId],
  );
  return { ...p, units: presetUnits, towers };
}

/**
 * A new concept of a location with one building configured from a company preset (spec 3). The preset's units
 * are referenced through the location's units of the same name; a unit the location lacks is created for it
 * with the preset's sizes, so the mix and the sheets (prices) have a unit to work with. Unit references are the
 * unit-mix feature (spec 6): a company without it gets the building without references and no units are made
 * (the generator then mixes the location's units, as for any building without references).
 */
export async function conceptFromPreset(repo: Repository, actor: Actor, body: ConceptFromPresetBody) {
  const location = await repo.detail(locations, actor, body.locationId, 0);
  if (!location) throw notFound('locations');
  const preset = await readPreset(repo, actor, body.presetId);
  if (!preset) throw notFound('presets');
  const existing = await repo.db.query<{ id: number; name: string | null }>(
    'SELECT id, name FROM units WHERE location_id = $1 AND company_id = $2 ORDER BY "order", id',
    [body.locationId, actor.companyId],
  );
  const createdUnitIds: number[] = [];
  const unitIds: number[] = [];
  for (const [i, u] of (actor.unitmix ? preset.units : []).entries()) {
    const name = (u.name ?? '').trim() || `${preset.name ?? 'Preset'} ${i + 1}`;
    const found = existing.find((e) => (e.name ?? '').trim().toLowerCase() === name.toLowerCase());
    if (found) {
      unitIds.push(found.id);
      continue;
    }
    const id = await createRecord(repo, units, actor, {
      name,
      locationId: body.locationId,
      size: u.size ?? undefined,
      size_max: u.size_max ?? undefined,
      order: u.order ?? i,
    });
    existing.push({ id, name });
    createdUnitIds.push(id);
    unitIds.push(id);
  }
  const at =
    body.x !== undefined && body.y !== undefined
      ? { x: body.x, y: body.y }
      : (({ x, y }) => ({ x, y }))(lngLatToRd(lngLat(Number(location.lon ?? 0), Number(location.lat ?? 0))));
  const order = await nextConceptOrder(repo, actor, body.locationId);
  const name = body.name ?? preset.name ?? 'Concept';
  const id = await createRecord(repo, concepts, actor, { name, locationId: body.locationId, order });
  const building = presetBuilding(actor.unitmix ? preset : { ...preset, units: [] }, unitIds, at);
  const buildingId = await createRecord(repo, buildings, actor, { ...building, conceptId: id });
  return { id, name, order, locationId: body.locationId, buildingIds: [buildingId], createdUnitIds };
}
