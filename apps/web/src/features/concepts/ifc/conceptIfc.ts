import type { BuildingModel, FloorModel, Space } from '@plotwise/core/generator/index';
import type { IlsCheck } from '@plotwise/core/zoning/index';
import { writeBuildingQuantities, writeIlsChecks } from './ilsIfc';
import { en, ifcGuid, real, StepFile, typed, type Ref, type StepValue } from './stepWriter';

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

const placement = (file: StepFile, relTo: Ref | null, x: number, y: number, z: number, angle = 0): Ref => {
  const point = file.add('IfcCartesianPoint', [real(x), real(y), real(z)]);
  const axis = file.add('IfcDirection', [real(0), real(0), real(1)]);
  const ref = file.add('IfcDirection', [real(Math.cos(angle)), real(Math.sin(angle)), real(0)]);
  return file.add('IfcLocalPlacement', relTo, file.add('IfcAxis2Placement3D', point, axis, ref));
};

const aggregate = (file: StepFile, key: string, whole: Ref, parts: Ref[]) => {
  if (parts.length)
    file.add('IfcRelAggregates', ifcGuid(`${key}/aggregates`), null, null, null, whole, parts);
};

/** Decimal degrees as IFC's compound plane angle: degrees, minutes, seconds, millionths of a second. */
function compoundAngle(deg: number): number[] {
  const sign = deg < 0 ? -1 : 1;
  let rest = Math.abs(deg);
  const d = Math.floor(rest);
  rest = (rest - d) * 60;
  const m = Math.floor(rest);
  rest = (rest - m) * 60;
  const s = Math.floor(rest);
  const micro = Math.round((rest - s) * 1e6);
  return [sign * d, sign * m, sign * s, sign * micro];
}

/** The geometry of a space: its net outline extruded by the storey height (metres, storey coordinates). */
function spaceShape(file: StepFile, body: Ref, space: Space, height: number): Ref | null {
  const ring = space.net_polygon.length >= 3 ? space.net_polygon : space.polygon;
  if (ring.length < 3) return null;
  const points = [...ring, ring[0]!].map((p) => file.add('IfcCartesianPoint', [real(p.x), real(p.y)]));
  const profile = file.add('IfcArbitraryClosedProfileDef', en('AREA'), null, file.add('IfcPolyline', points));
  const position = file.add(
    'IfcAxis2Placement3D',
    file.add('IfcCartesianPoint', [real(0), real(0), real(0)]),
    null,
    null,
  );
  const solid = file.add(
    'IfcExtrudedAreaSolid',
    profile,
    position,
    file.add('IfcDirection', [real(0), real(0), real(1)]),
    real(height),
  );
  const representation = file.add('IfcShapeRepresentation', body, 'Body', 'SweptSolid', [solid]);
  return file.add('IfcProductDefinitionShape', null, null, [representation]);
}

/** Function, area quantities and the unit type of a space, as a property set and a quantity set. */
function spaceProperties(file: StepFile, key: string, spaceRef: Ref, space: Space, height: number) {
  const label = (v: string) => typed('IFCLABEL', v);
  const props = [
    file.add('IfcPropertySingleValue', 'Function', null, label(space.functiontype), null),
    file.add('IfcPropertySingleValue', 'Subtype', null, label(space.subtype), null),
    file.add('IfcPropertySingleValue', 'Category', null, label(space.category), null),
    ...(space.unit_name
      ? [file.add('IfcPropertySingleValue', 'UnitType', null, label(space.unit_name), null)]
      : []),
    file.add('IfcPropertySingleValue', 'TwoWindow', null, typed('IFCBOOLEAN', space.two_window), null),
  ];
  const pset = file.add('IfcPropertySet', ifcGuid(`${key}/pset`), null, 'Plotwise_Space', null, props);
  file.add('IfcRelDefinesByProperties', ifcGuid(`${key}/pset/rel`), null, null, null, [spaceRef], pset);
  const quantities = [
    file.add('IfcQuantityArea', 'NetFloorArea', null, null, real(space.area_net), null),
    file.add('IfcQuantityArea', 'GrossFloorArea', null, null, real(space.area_gross), null),
    file.add('IfcQuantityLength', 'Height', null, null, real(height), null),
  ];
  const qto = file.add(
    'IfcElementQuantity',
    ifcGuid(`${key}/qto`),
    null,
    'Qto_SpaceBaseQuantities',
    null,
    null,
    quantities,
  );
  file.add('IfcRelDefinesByProperties', ifcGuid(`${key}/qto/rel`), null, null, null, [spaceRef], qto);
}

/** The project context: units, the model context with its map conversion to RD New. */
function projectContext(file: StepFile, origin: { x: number; y: number }) {
  const metre = file.add('IfcSIUnit', '*', en('LENGTHUNIT'), null, en('METRE'));
  const units = file.add('IfcUnitAssignment', [
    metre,
    file.add('IfcSIUnit', '*', en('AREAUNIT'), null, en('SQUARE_METRE')),
    file.add('IfcSIUnit', '*', en('VOLUMEUNIT'), null, en('CUBIC_METRE')),
    file.add('IfcSIUnit', '*', en('PLANEANGLEUNIT'), null, en('RADIAN')),
  ]);
  const world = file.add(
    'IfcAxis2Placement3D',
    file.add('IfcCartesianPoint', [real(0), real(0), real(0)]),
    null,
    null,
  );
  const north = file.add('IfcDirection', [real(0), real(1)]);
  const model = file.add('IfcGeometricRepresentationContext', null, 'Model', 3, real(1e-5), world, north);
  const body = file.add(
    'IfcGeometricRepresentationSubContext',
    'Body',
    'Model',
    '*',
    '*',
    '*',
    '*',
    model,
    null,
    en('MODEL_VIEW'),
    null,
  );
  const crs = file.add('IfcProjectedCRS', 'EPSG:28992', 'Amersfoort / RD New', null, null, null, null, metre);
  file.add(
    'IfcMapConversion',
    model,
    crs,
    real(origin.x),
    real(origin.y),
    real(0),
    real(1),
    real(0),
    real(1),
  );
  return { units, model, body };
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
  const buildingRefs: Ref[] = [];
  let storeyCount = 0;
  let spaceCount = 0;
  for (const b of input.buildings) {
    const m = b.model;
    const plans = storeysOf(m);
    m.shape.instances.forEach((inst, k) => {
      const key = `${root}/building/${b.id}/${k}`;
      // A repeated instance is the same building shifted along its own local axes.
      const c = Math.cos(m.frame.rotate_z);
      const s = Math.sin(m.frame.rotate_z);
      const x = m.frame.origin.x - input.origin.x + inst.x * c - inst.y * s;
      const y = m.frame.origin.y - input.origin.y + inst.x * s + inst.y * c;
      const bPlacement = placement(file, sitePlacement, x, y, 0, m.frame.rotate_z);
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
      buildingRefs.push(building);
      writeBuildingQuantities(file, key, building, m);
      const storeyRefs: Ref[] = [];
      for (const plan of plans) {
        const sKey = `${key}/storey/${plan.level}`;
        const sPlacement = placement(file, bPlacement, 0, 0, plan.elevation);
        const storey = file.add(
          'IfcBuildingStorey',
          ifcGuid(sKey),
          null,
          input.storeyName(plan.level),
          null,
          null,
          sPlacement,
          null,
          null,
          en('ELEMENT'),
          real(plan.elevation),
        );
        storeyRefs.push(storey);
        storeyCount++;
        const spaceRefs: Ref[] = [];
        for (const floor of plan.floors) {
          for (const space of floor.spaces) {
            const spKey = `${sKey}/${floor.index}/${space.id}`;
            const shape = spaceShape(file, body, space, floor.height);
            const longName: StepValue = space.unit_name ?? space.subtype;
            const ref = file.add(
              'IfcSpace',
              ifcGuid(spKey),
              null,
              `${plan.level}.${space.id}`,
              null,
              space.functiontype,
              placement(file, sPlacement, 0, 0, 0),
              shape,
              longName,
              en('ELEMENT'),
              en(space.category === 'unit' ? 'INTERNAL' : 'NOTDEFINED'),
              null,
            );
            spaceProperties(file, spKey, ref, space, floor.height);
            spaceRefs.push(ref);
            spaceCount++;
          }
        }
        aggregate(file, sKey, storey, spaceRefs);
      }
      aggregate(file, key, building, storeyRefs);
    });
  }
  aggregate(file, `${root}/site`, site, buildingRefs);
  writeIlsChecks(file, `${root}/site`, [site], input.ilsChecks ?? []);
  const text = file.text({
    fileName: `${input.conceptName}.ifc`,
    timestamp: input.timestamp,
    application: 'Plotwise',
  });
  return { text, buildings: buildingRefs.length, storeys: storeyCount, spaces: spaceCount };
}
