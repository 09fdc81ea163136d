import { customFieldTypes, type ApiRecord } from '@plotwise/contracts';
import type { FeatureCollection } from '../../map/featureCollection';
import { ringOfGeometry } from '../../map/editShape';

type CustomField = ApiRecord<'customfields'>;
/** A location's custom value row, as the location's detail carries it. */
interface StoredValue {
  customfieldId: number | null;
  value: string | null;
}

/**
 * The geometry of a geometry custom field: its value is the GeoJSON polygon drawn on the site screen, kept as
 * text by the custom-values API. Anything else (empty, not JSON, not one polygon) is no geometry.
 */
export function fieldGeometry(value: string | null | undefined): { type: 'Polygon'; coordinates: [number, number][][] } | null {
  if (!value) return null;
  try {
    const g = JSON.parse(value) as unknown;
    const ring = ringOfGeometry(g);
    return ring ? { type: 'Polygon', coordinates: [[...ring, ring[0]!]] } : null;
  } catch {
    return null;
  }
}

/** The company's geometry custom fields this location shows (visibility none is hidden), with their drawn geometry. */
export function geometryFields(fields: readonly CustomField[], stored: readonly StoredValue[]) {
  return fields
    .filter((f) => Number(f.type) === customFieldTypes.geometry && f.visibility !== 'none')
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id)
    .map((f) => ({ id: f.id, name: f.name ?? '', editable: f.visibility === 'edit', geometry: fieldGeometry(stored.find((r) => r.customfieldId === f.id)?.value) }));
}

/** The drawn geometry fields for the map's field layer; the one being edited is left to the edit handles. */
export function fieldShapeCollection(fields: ReturnType<typeof geometryFields>, editingFieldId: number | null): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: fields.filter((f) => f.geometry && f.id !== editingFieldId).map((f) => ({ type: 'Feature', id: f.id, properties: { id: f.id, name: f.name }, geometry: f.geometry })),
  };
}
