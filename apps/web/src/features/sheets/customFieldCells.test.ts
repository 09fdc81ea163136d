import { describe, expect, it } from 'vitest';
import { cellValue, type GridField } from './customFieldCells';

const field = (type: number): GridField => ({ id: 1, name: 'f', type, editable: true, options: [{ id: 7, name: 'Hoog' }] });

describe('custom field cells', () => {
  it('reads numbers in the notation of the language, options by name, yes and no words', () => {
    expect(cellValue(field(2), '1.234,5', 'nl')).toEqual({ value: '1234.5' });
    expect(cellValue(field(2), 'veel', 'nl')).toEqual({ error: 'notANumber' });
    expect(cellValue(field(3), 'hoog', 'nl')).toEqual({ value: 'Hoog', customvalueId: 7 });
    expect(cellValue(field(3), 'laag', 'nl')).toEqual({ error: 'notAnOption' });
    expect(cellValue(field(3), ' ', 'nl')).toEqual({ value: null, customvalueId: null });
    expect(cellValue(field(4), 'Ja', 'nl')).toEqual({ value: 'true' });
    expect(cellValue(field(4), 'no', 'en')).toEqual({ value: 'false' });
    expect(cellValue(field(4), 'misschien', 'nl')).toEqual({ error: 'notYesNo' });
    expect(cellValue(field(1), '  vrij  ', 'nl')).toEqual({ value: 'vrij' });
  });
});
