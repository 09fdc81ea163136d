import type { BuildingModel } from '@plotwise/core/generator/index';
import { ilsBuildingFigures, type IlsCheck } from '@plotwise/core/zoning/index';
import { ifcGuid, real, typed, type Ref, type StepFile, type StepValue } from './stepWriter';

/** The name of the property set that carries the six ILS omgevingsplan checks (on the IfcSite). */
const ILS_PSET = 'Pset_PlotwiseILSChecks';

const label = (v: string) => typed('IFCLABEL', v);
const single = (file: StepFile, name: string, value: StepValue) => file.add('IfcPropertySingleValue', name, null, value, null);

/** Relates a property or quantity set to objects. */
const relate = (file: StepFile, key: string, objects: Ref[], set: Ref) =>
  file.add('IfcRelDefinesByProperties', ifcGuid(`${key}/rel`), null, null, null, objects, set);

/**
 * The standard quantities a checker reads of one building copy (IFC4 Qto_BuildingBaseQuantities: Height to the
 * highest point, EavesHeight, FootprintArea, GrossFloorArea) and Pset_BuildingCommon.NumberOfStoreys.
 */
export function writeBuildingQuantities(file: StepFile, key: string, building: Ref, model: BuildingModel) {
  const f = ilsBuildingFigures(model, '');
  const copies = Math.max(1, model.shape.instances.length);
  const quantities = [
    file.add('IfcQuantityLength', 'Height', null, null, real(f.heightMeters), null),
    ...(f.eavesHeightMeters !== null ? [file.add('IfcQuantityLength', 'EavesHeight', null, null, real(f.eavesHeightMeters), null)] : []),
    file.add('IfcQuantityArea', 'FootprintArea', null, null, real(f.footprintSquareMeters / copies), null),
    file.add('IfcQuantityArea', 'GrossFloorArea', null, null, real(f.grossFloorAreaSquareMeters / copies), null),
  ];
  const qto = file.add('IfcElementQuantity', ifcGuid(`${key}/qto`), null, 'Qto_BuildingBaseQuantities', null, null, quantities);
  relate(file, `${key}/qto`, [building], qto);
  const common = file.add('IfcPropertySet', ifcGuid(`${key}/common`), null, 'Pset_BuildingCommon', null, [
    single(file, 'NumberOfStoreys', typed('IFCINTEGER', f.storeys)),
  ]);
  relate(file, `${key}/common`, [building], common);
}

const measure = (v: number | string) => (typeof v === 'number' ? typed('IFCREAL', real(v)) : label(v));

/**
 * The six ILS checks as one property set a checker can read: per check n, `Check<n>Name`, `Check<n>Status`
 * (pass / fail / not_checkable), `Check<n>Actual`, `Check<n>Limit`, `Check<n>Unit`, `Check<n>Article`,
 * `Check<n>Url`, `Check<n>Source` and, when not checkable, `Check<n>Reason`; unknown values are left out.
 */
export function writeIlsChecks(file: StepFile, key: string, objects: Ref[], checks: readonly IlsCheck[]) {
  if (!checks.length) return;
  const props = checks.flatMap((c) => {
    const p = `Check${c.id}`;
    const out = [single(file, `${p}Name`, label(c.key)), single(file, `${p}Status`, label(c.status))];
    if (c.subject) out.push(single(file, `${p}Subject`, label(c.subject)));
    if (c.actual !== null) out.push(single(file, `${p}Actual`, measure(c.actual)));
    if (c.limit !== null) out.push(single(file, `${p}Limit`, measure(c.limit)));
    if (c.unit) out.push(single(file, `${p}Unit`, label(c.unit)));
    if (c.reason) out.push(single(file, `${p}Reason`, label(c.reason)));
    const article = c.citation?.reference || c.citation?.name;
    if (article) out.push(single(file, `${p}Article`, typed('IFCTEXT', article)));
    if (c.citation?.url) out.push(single(file, `${p}Url`, typed('IFCURIREFERENCE', c.citation.url)));
    if (c.citation?.source) out.push(single(file, `${p}Source`, typed('IFCTEXT', c.citation.source)));
    return out;
  });
  const pset = file.add('IfcPropertySet', ifcGuid(`${key}/ils`), null, ILS_PSET, 'ILS Omgevingsvergunning checks 1-6 (omgevingsplan)', props);
  relate(file, `${key}/ils`, objects, pset);
}
