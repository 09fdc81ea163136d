import type { ApiRecord, ApiWrite } from '@plotwise/contracts';
import type { BuildingEditorValues } from '@plotwise/contracts/api/buildingEditor';
import { defaultBuildingCfg, defaultFloorCfg, type BuildingCfg } from '@plotwise/core/generator/index';

type BuildingRow = ApiRecord<'buildings'>;
const serverFields = new Set(['id', 'companyId', 'buildingId']);

/** A stored building as the editor's values: its cfg over the generator's defaults (nested parts too). */
export function editorValues(row: BuildingRow): BuildingEditorValues {
  const d = defaultBuildingCfg();
  const stored = Object.fromEntries(
    Object.entries(row.cfg ?? {}).filter(([k, v]) => v !== null && v !== undefined && !serverFields.has(k)),
  ) as Partial<BuildingCfg>;
  const cfg: BuildingCfg = {
    ...d,
    ...stored,
    towertype: { ...d.towertype, ...stored.towertype },
    grids: { ...d.grids, ...stored.grids },
    green: { ...d.green, ...stored.green },
    distribution_centre: { ...d.distribution_centre, ...stored.distribution_centre },
    parking: { ...d.parking, ...stored.parking },
    flat: { ...d.flat, ...stored.flat },
    house: { ...d.house, ...stored.house },
    floors: (stored.floors ?? []).map((f) => defaultFloorCfg(f)),
    towers: stored.towers ?? [],
    units: stored.units ?? [],
  };
  return {
    name: row.name ?? '',
    maxlength: row.maxlength ?? 40,
    maxwidth: row.maxwidth ?? 20,
    maxheight: row.maxheight ?? 25,
    cfg: cfg as BuildingEditorValues['cfg'],
  };
}

/** The stored building with the editor's values applied (what the live generation and saving use). */
export function editedRow(row: BuildingRow, v: BuildingEditorValues): BuildingRow {
  return {
    ...row,
    name: v.name,
    maxlength: v.maxlength,
    maxwidth: v.maxwidth,
    maxheight: v.maxheight,
    cfg: { ...(row.cfg ?? {}), ...v.cfg } as unknown as BuildingRow['cfg'],
  };
}

/** The PATCH body of the editor's values; the server marks the building dirty. */
export function editorWrite(v: BuildingEditorValues): ApiWrite<'buildings'> {
  return {
    name: v.name,
    maxlength: v.maxlength,
    maxwidth: v.maxwidth,
    maxheight: v.maxheight,
    cfg: v.cfg,
  } as unknown as ApiWrite<'buildings'>;
}
