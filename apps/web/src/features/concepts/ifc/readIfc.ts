// For the tests only (unit and browser): reads an IFC file back with web-ifc, the library IFC viewers build on,
// and answers what the export promises. No screen imports it, so web-ifc's WebAssembly never reaches a bundle.
import {
  IFCBUILDING,
  IFCBUILDINGSTOREY,
  IFCMAPCONVERSION,
  IFCPROJECT,
  IFCQUANTITYAREA,
  IFCRELAGGREGATES,
  IFCRELDEFINESBYPROPERTIES,
  IFCSITE,
  IFCSPACE,
  IfcAPI,
} from 'web-ifc';

/** One space as read back. */
interface ReadSpace {
  id: number;
  name: string;
  longName: string | null;
  objectType: string | null;
}

/** What an IFC file holds, as web-ifc reads it. */
export interface ReadIfc {
  schema: string;
  projects: number;
  sites: number;
  buildings: number;
  mapConversions: number;
  storeys: { id: number; name: string }[];
  spaces: ReadSpace[];
  /** NetFloorArea quantities */
  netAreas: number[];
  /** ids of everything some IfcRelAggregates lists as a part */
  parts: Set<number>;
  siteIds: number[];
  buildingIds: number[];
  /** every property and quantity set with the objects it is on and its values by name */
  sets: ReadSet[];
}

/** A property set (single values) or quantity set (lengths, areas, counts) as read back. */
interface ReadSet {
  name: string;
  on: number[];
  values: Record<string, string | number | boolean | null>;
}

/** Opens the file with web-ifc (node or browser) and lists its hierarchy, spaces and areas. */
export async function readIfc(bytes: Uint8Array): Promise<ReadIfc> {
  const api = new IfcAPI();
  await api.Init();
  const model = api.OpenModel(bytes);
  if (model < 0) throw new Error('web-ifc could not open the file');
  try {
    const ids = (type: number) => {
      const v = api.GetLineIDsWithType(model, type);
      return Array.from({ length: v.size() }, (_, i) => v.get(i));
    };
    // web-ifc answers untyped line objects
    const line = (id: number) =>
      api.GetLine(model, id) as Record<string, { value: unknown } | { value: number }[] | null | undefined>;
    const text = (v: unknown) => ((v as { value?: unknown } | null)?.value as string | undefined) ?? null;
    const parts = new Set<number>();
    for (const id of ids(IFCRELAGGREGATES))
      for (const p of line(id).RelatedObjects as { value: number }[]) parts.add(p.value);
    return {
      schema: api.GetModelSchema(model),
      projects: ids(IFCPROJECT).length,
      sites: ids(IFCSITE).length,
      buildings: ids(IFCBUILDING).length,
      mapConversions: ids(IFCMAPCONVERSION).length,
      storeys: ids(IFCBUILDINGSTOREY).map((id) => ({ id, name: text(line(id).Name) ?? '' })),
      spaces: ids(IFCSPACE).map((id) => {
        const l = line(id);
        return { id, name: text(l.Name) ?? '', longName: text(l.LongName), objectType: text(l.ObjectType) };
      }),
      netAreas: ids(IFCQUANTITYAREA)
        .map((id) => line(id))
        .filter((q) => text(q.Name) === 'NetFloorArea')
        .map((q) => (q.AreaValue as { value: number }).value),
      parts,
      siteIds: ids(IFCSITE),
      buildingIds: ids(IFCBUILDING),
      sets: ids(IFCRELDEFINESBYPROPERTIES).map((id) => {
        const rel = line(id);
        const set = line((rel.RelatingPropertyDefinition as { value: number }).value);
        const members = (set.HasProperties ?? set.Quantities ?? []) as { value: number }[];
        const values: ReadSet['values'] = {};
        for (const m of members) {
          const p = line(m.value);
          const v = p.NominalValue ?? p.LengthValue ?? p.AreaValue ?? p.VolumeValue ?? p.CountValue ?? null;
          values[text(p.Name) ?? ''] = ((v as { value?: unknown } | null)?.value ?? null) as string | number | boolean | null;
        }
        return { name: text(set.Name) ?? '', on: (rel.RelatedObjects as { value: number }[]).map((o) => o.value), values };
      }),
    };
  } finally {
    api.CloseModel(model);
  }
}
