import type { BuildingModel, FloorModel, Space } from '@plotwise/core/generator/index';
import type { IlsCheck } from '@plotwise/core/zoning/index';
import { writeBuildingQuantities, writeIlsChecks } from './ilsIfc';
import { aggregate, compoundAngle, placement, projectContext, spaceProperties, spaceShape } from './ifcEntities';
import { en, ifcGuid, real, StepFile, type Ref, type StepValue } from './stepWriter';

/** One generated building of the concept. */
interface IfcBuildingInput {
  id: string | number;
  name: string;
  model: BuildingModel;
}

/** What the IFC file of a concept is made from. */
export interface ConceptIfcInput {
  projectName: string;
  conceptName: string;
  conceptId: string | number;
  /** RD New point that becomes the file's origin (IfcMapConversion eastings/northings). */
  origin: { x: number; y: number };
  /** WGS84 of the origin, for IfcSite's reference latitude and longitude. */
  lngLat: { lng: number; lat: number } | null;
  buildings: readonly IfcBuildingInput[];
  /** Storey name of a level (0 = ground floor), in the user's language. */
  storeyName: (level: number) => string;
  /** ISO time written in the header (given, so files are reproducible in tests). */
  timestamp: string;
  /** the six ILS omgevingsplan checks of the concept, written on the IfcSite as Pset_PlotwiseILSChecks */
  ilsChecks?: readonly IlsCheck[];
}

/** The written file and what it holds. */
export interface ConceptIfc {
  text: string;
  buildings: number;
  storeys: number;
  spaces: number;
}

/** One storey of a building: a level with the floor layouts that cover it. */
interface StoreyPlan {
  level: number;
  elevation: number;
  height: number;
  floors: FloorModel[];
}

/** The storeys of a model: every floor layout repeated `repeat_count` times, layouts on one level share a storey. */
export function storeysOf(model: BuildingModel): StoreyPlan[] {
  const byLevel = new Map<number, StoreyPlan>();
  for (const floor of model.children.floors) {
    for (let r = 0; r < Math.max(1, floor.repeat_count); r++) {
      const level = floor.level + r;
      const elevation = floor.z + r * floor.height;
      const plan = byLevel.get(level) ?? { level, elevation, height: floor.height, floors: [] };
      plan.elevation = Math.min(plan.elevation, elevation);
      plan.height = Math.max(plan.height, floor.height);
      plan.floors.push(floor);
      byLevel.set(level, plan);
    }
  }
  return [...byLevel.values()].sort((a, b) => a.level - b.level);
}

/** The file being written, the body context of the shapes, the storey names and what has been counted. */
interface WriteContext {
  file: StepFile;
  body: Ref;
  storeyName: (level: number) => string;
  counts: { storeys: number; spaces: number };
}

/** The project with its context, and its site (at the origin, with the origin's latitude and longitude). */
function writeProjectSite(file: StepFile, root: string, input: ConceptIfcInput) {
  const { units, model, body } = projectContext(file, input.origin);
  const project = file.add(
    'IfcProject',
    ifcGuid(root),
    null,
    input.projectName,
    null,
    null,
    input.conceptName,
    null,
    [model],
    units,
  );
  const sitePlacement = placement(file, null, 0, 0, 0);
  const lat = input.lngLat ? compoundAngle(input.lngLat.lat) : null;
  const lng = input.lngLat ? compoundAngle(input.lngLat.lng) : null;
  const site = file.add(
    'IfcSite',
    ifcGuid(`${root}/site`),
    null,
    input.projectName,
    null,
    null,
    sitePlacement,
    null,
    null,
    en('ELEMENT'),
    lat,
    lng,
    real(0),
    null,
    null,
  );
  aggregate(file, root, project, [site]);
  return { body, site, sitePlacement };
}

/** One space of a storey: its shape, its names and kind, its property and quantity sets. */
function writeSpace(
  ctx: WriteContext,
  sKey: string,
  level: number,
  floor: FloorModel,
  space: Space,
  at: Ref,
): Ref {
  const { file } = ctx;
  const spKey = `${sKey}/${floor.index}/${space.id}`;
  const shape = spaceShape(file, ctx.body, space, floor.height);
  const longName: StepValue = space.unit_name ?? space.subtype;
  const ref = file.add(
    'IfcSpace',
    ifcGuid(spKey),
    null,
    `${level}.${space.id}`,
    null,
    space.functiontype,
    placement(file, at, 0, 0, 0),
    shape,
    longName,
    en('ELEMENT'),
    en(space.category === 'unit' ? 'INTERNAL' : 'NOTDEFINED'),
    null,
  );
  spaceProperties(file, spKey, ref, space, floor.height);
  ctx.counts.spaces++;
  return ref;
}

/** One storey of a building instance, at its elevation, with the spaces of every floor layout on it. */
function writeStorey(ctx: WriteContext, key: string, plan: StoreyPlan, buildingAt: Ref): Ref {
  const { file } = ctx;
  const sKey = `${key}/storey/${plan.level}`;
  const sPlacement = placement(file, buildingAt, 0, 0, plan.elevation);
  const storey = file.add(
    'IfcBuildingStorey',
    ifcGuid(sKey),
    null,
    ctx.storeyName(plan.level),
    null,
    null,
    sPlacement,
    null,
    null,
    en('ELEMENT'),
    real(plan.elevation),
  );
  ctx.counts.storeys++;
  const spaceRefs: Ref[] = [];
  for (const floor of plan.floors)
    for (const space of floor.spaces)
      spaceRefs.push(writeSpace(ctx, sKey, plan.level, floor, space, sPlacement));
  aggregate(file, sKey, storey, spaceRefs);
  return storey;
}

/** One instance of a building (a repeated one is the same building shifted along its own local axes). */
function writeBuildingInstance(
  ctx: WriteContext,
  key: string,
  b: IfcBuildingInput,
  k: number,
  origin: { x: number; y: number },
  siteAt: Ref,
): Ref {
  const { file } = ctx;
  const m = b.model;
  const inst = m.shape.instances[k]!;
  const c = Math.cos(m.frame.rotate_z);
  const s = Math.sin(m.frame.rotate_z);
  const x = m.frame.origin.x - origin.x + inst.x * c - inst.y * s;
  const y = m.frame.origin.y - origin.y + inst.x * s + inst.y * c;
  const bPlacement = placement(file, siteAt, x, y, 0, m.frame.rotate_z);
  const name = m.shape.instances.length > 1 ? `${b.name} (${k + 1})` : b.name;
  const building = file.add(
    'IfcBuilding',
    ifcGuid(key),
    null,
    name,
    null,
    m.blocktype,
    bPlacement,
    null,
    null,
    en('ELEMENT'),
    null,
    null,
    null,
  );
  writeBuildingQuantities(file, key, building, m);
  const storeyRefs = storeysOf(m).map((plan) => writeStorey(ctx, key, plan, bPlacement));
  aggregate(file, key, building, storeyRefs);
  return building;
}

/**
 * The concept as an IFC4 file: IfcProject → IfcSite → an IfcBuilding per building (and per repeated
 * instance) → an IfcBuildingStorey per level → an IfcSpace per space of the plan (units, cores, circulation),
 * each with its function, its net and gross area (Qto_SpaceBaseQuantities) and its outline extruded by the
 * storey height. Coordinates are metres from `origin` in RD New, which IfcMapConversion records. Every building
 * carries Qto_BuildingBaseQuantities and Pset_BuildingCommon.NumberOfStoreys; the site the ILS checks.
 */
export function conceptIfc(input: ConceptIfcInput): ConceptIfc {
  const file = new StepFile();
  const root = `plotwise/concept/${input.conceptId}`;
  const { body, site, sitePlacement } = writeProjectSite(file, root, input);
  const ctx: WriteContext = { file, body, storeyName: input.storeyName, counts: { storeys: 0, spaces: 0 } };
  const buildingRefs: Ref[] = [];
  for (const b of input.buildings)
    b.model.shape.instances.forEach((_inst, k) =>
      buildingRefs.push(
        writeBuildingInstance(ctx, `${root}/building/${b.id}/${k}`, b, k, input.origin, sitePlacement),
      ),
    );
  aggregate(file, `${root}/site`, site, buildingRefs);
  writeIlsChecks(file, `${root}/site`, [site], input.ilsChecks ?? []);
  const text = file.text({
    fileName: `${input.conceptName}.ifc`,
    timestamp: input.timestamp,
    application: 'Plotwise',
  });
  return { text, buildings: buildingRefs.length, storeys: ctx.counts.storeys, spaces: ctx.counts.spaces };
}
