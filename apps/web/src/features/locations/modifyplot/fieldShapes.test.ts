import { describe, expect, it } from 'vitest';
import { customFieldTypes, type ApiRecord } from '@plotwise/contracts';
import { fieldGeometry, fieldShapeCollection, geometryFields } from './fieldShapes';

const square = { type: 'Polygon', coordinates: [[[5, 52], [5.001, 52], [5.001, 52.001], [5, 52]]] };
const field = (id: number, type: number, visibility: string, order = id) => ({ id, name: `F${id}`, type, visibility, order }) as unknown as ApiRecord<'customfields'>;

describe('geometry custom fields on the site screen', () => {
  it('reads the drawn polygon from the stored text, and nothing from anything else', () => {
    expect(fieldGeometry(JSON.stringify(square))?.coordinates[0]).toHaveLength(4);
    expect(fieldGeometry(null)).toBeNull();
    expect(fieldGeometry('')).toBeNull();
    expect(fieldGeometry('POLYGON((0 0, 1 0, 1 1, 0 0))')).toBeNull();
    expect(fieldGeometry(JSON.stringify({ type: 'Point', coordinates: [5, 52] }))).toBeNull();
  });

  it('lists the shown geometry fields in order with their geometry; the edited one leaves the map layer', () => {
    const fields = [field(3, customFieldTypes.geometry, 'view', 20), field(1, customFieldTypes.geometry, 'edit', 10), field(2, customFieldTypes.text, 'edit'), field(4, customFieldTypes.geometry, 'none')];
    const shown = geometryFields(fields, [{ customfieldId: 1, value: JSON.stringify(square) }]);
    expect(shown.map((f) => [f.id, f.editable, !!f.geometry])).toEqual([
      [1, true, true],
      [3, false, false],
    ]);
    expect(fieldShapeCollection(shown, null).features.map((f) => f.id)).toEqual([1]);
    expect(fieldShapeCollection(shown, 1).features).toEqual([]);
  });
});
