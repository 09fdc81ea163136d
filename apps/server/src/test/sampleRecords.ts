import type { StorageName } from '@plotwise/contracts';

export interface Parents {
  locationId: number;
  conceptId: number;
  labelId: number;
  /** two more labels, so that several links to one location stay unique */
  moreLabelIds: [number, number];
  publicationId: number;
  customfieldId: number;
}

export interface Sample {
  create: Record<string, unknown>;
  patch: Record<string, unknown>;
  /** who may write it: 'user' (any member), 'admin' (company admin), 'staff' */
  writer: 'user' | 'admin' | 'staff';
  /** records for the create-many call when two copies of `create` would clash */
  many?: Record<string, unknown>[];
}

/** A closed polygon around a piece of Oostenburg, Amsterdam (WGS84). */
export const samplePolygon = {
  type: 'Polygon',
  coordinates: [
    [
      [4.9255, 52.3702],
      [4.9271, 52.3702],
      [4.9271, 52.3711],
      [4.9255, 52.3711],
      [4.9255, 52.3702],
    ],
  ],
};

let n = 0;
/** A minimal valid record and a change for every storage name except companies (created by staff only). */
export function samples(p: Parents): Record<Exclude<StorageName, 'companies'>, Sample> {
  n += 1;
  return {
    contentitems: { create: { name: `Nieuws ${n}`, type: 'news', level: 'important' }, patch: { name: 'Nieuws bijgewerkt' }, writer: 'staff' },
    users: {
      create: { email: `new${n}@example.test`, first_name: 'Nieuwe' },
      patch: { first_name: 'Gewijzigd' },
      writer: 'admin',
      many: [{ email: `new${n}b@example.test` }, { email: `new${n}c@example.test` }],
    },
    customfields: { create: { name: 'Fase', type: 3, order: 10 }, patch: { visibility: 'view' }, writer: 'admin' },
    customvalues: { create: { name: 'Initiatief', type: 'phase', customfieldId: p.customfieldId }, patch: { color: '#ff0000' }, writer: 'admin' },
    images: { create: { name: 'Schets', type: 'attachment', locationId: p.locationId }, patch: { name: 'Schets 2' }, writer: 'user' },
    locations: { create: { name: 'Kavel Zuid', lat: 52.1, lon: 5.1, plotsize: 2500 }, patch: { name: 'Kavel Zuid-West' }, writer: 'user' },
    locationslabels: {
      create: { locationId: p.locationId, labelId: p.labelId },
      patch: { locationId: p.locationId },
      writer: 'user',
      many: p.moreLabelIds.map((labelId) => ({ locationId: p.locationId, labelId })),
    },
    locationscustomvalues: { create: { locationId: p.locationId, customfieldId: p.customfieldId, value: 'a' }, patch: { value: 'b' }, writer: 'user' },
    plots: { create: { locationId: p.locationId, type: 'perceel', geometry: samplePolygon, properties: { sectie: 'F', perceelnummer: 1234 } }, patch: { type: 'parcel' }, writer: 'user' },
    notes: { create: { name: 'Eigenaar bellen', type: 'task', locationId: p.locationId }, patch: { status: 'closed' }, writer: 'user' },
    costs: { create: { name: 'Bouwkosten', type: 'per_m2_floor', category: 'building', parameter: 1850, locationId: p.locationId }, patch: { parameter: 1900 }, writer: 'user' },
    concepts: { create: { name: 'Variant B', locationId: p.locationId }, patch: { name: 'Variant C' }, writer: 'user' },
    buildings: { create: { name: 'Blok A', conceptId: p.conceptId }, patch: { maxheight: 30 }, writer: 'user' },
    tickets: { create: { name: 'Exporteer naar Excel', reference: 'featurerequest' }, patch: { name: 'Export naar Excel' }, writer: 'user' },
    units: { create: { name: 'Tweekamer', size: 60, size_max: 75, locationId: p.locationId }, patch: { size: 62 }, writer: 'user' },
    constraints: { create: { name: 'Maximale bouwhoogte', type: 'building_height', value: 25, locationId: p.locationId }, patch: { value: 30 }, writer: 'user' },
    labels: { create: { name: 'Kansrijk', color: '#00aa00' }, patch: { color: '#00bb00' }, writer: 'user' },
    searchqueries: { create: { name: 'Gelderland > 2000 m2' }, patch: { status: 'active' }, writer: 'user' },
    publications: { create: { name: 'Locatiepagina', type: 'location' }, patch: { description: 'Openbaar' }, writer: 'user' },
    sections: { create: { type: 'custom_text', publicationId: p.publicationId, order: 10 }, patch: { pageType: 'main' }, writer: 'user' },
    jsons: { create: { name: 'Eigenaarsinformatie', identificatie: 'ASD15F1234', data: { owners: ['Gemeente Amsterdam'] }, locationId: p.locationId }, patch: { name: 'Eigenaren' }, writer: 'user' },
  };
}
