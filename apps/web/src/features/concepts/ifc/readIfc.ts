// For the tests only (unit and browser): reads an IFC file back with web-ifc, the library IFC viewers build on,
// and answers what the export promises. No screen imports it, so web-ifc's WebAssembly never reaches a bundle.
import {
  IFCBUILDING,
  IFCBUILDINGSTOREY,
  IFCMAPCONVERSION,
  IFCPROJECT,
  IFCQUANTITYAREA,
  IFCRELAGGREGATES,
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
    };
  } finally {
    api.CloseModel(model);
  }
}
