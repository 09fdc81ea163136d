// The IFC entities the concept file is built of: placements, aggregation, site angles, the spaces' shapes
// and property sets, and the project context with its map conversion to RD New.
import type { Space } from '@plotwise/core/generator/index';
import { en, ifcGuid, real, typed, type Ref, type StepFile } from './stepWriter';

/** A local placement at (x, y, z) turned `angle` radians about z, relative to `relTo` (null: the world). */
export const placement = (
  file: StepFile,
  relTo: Ref | null,
  x: number,
  y: number,
  z: number,
  angle = 0,
): Ref => {
  const point = file.add('IfcCartesianPoint', [real(x), real(y), real(z)]);
  const axis = file.add('IfcDirection', [real(0), real(0), real(1)]);
  const ref = file.add('IfcDirection', [real(Math.cos(angle)), real(Math.sin(angle)), real(0)]);
  return file.add('IfcLocalPlacement', relTo, file.add('IfcAxis2Placement3D', point, axis, ref));
};

/** Makes `parts` the parts of `whole` (IfcRelAggregates); nothing without parts. */
export const aggregate = (file: StepFile, key: string, whole: Ref, parts: Ref[]) => {
  if (parts.length)
    file.add('IfcRelAggregates', ifcGuid(`${key}/aggregates`), null, null, null, whole, parts);
};

/** Decimal degrees as IFC's compound plane angle: degrees, minutes, seconds, millionths of a second. */
export function compoundAngle(deg: number): number[] {
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
export function spaceShape(file: StepFile, body: Ref, space: Space, height: number): Ref | null {
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
export function spaceProperties(file: StepFile, key: string, spaceRef: Ref, space: Space, height: number) {
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
export function projectContext(file: StepFile, origin: { x: number; y: number }) {
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
