import type { ApiRecord } from '@plotwise/contracts';
import { buildingEditorSchema } from '@plotwise/contracts/api/buildingEditor';
import { defaultBuildingCfg } from '@plotwise/core/generator/index';
import { describe, expect, it } from 'vitest';
import { editedRow, editorValues, editorWrite } from './buildingValues';

const row = (cfg: Record<string, unknown>) =>
  ({
    id: 4,
    name: 'Galerij',
    maxlength: 60,
    maxwidth: 12,
    maxheight: 24,
    conceptId: 2,
    cfg: { id: 9, companyId: 1, buildingId: 4, ...cfg },
  }) as unknown as ApiRecord<'buildings'>;

describe('the building editor values', () => {
  it('fill a stored cfg with the defaults, nested parts too, and pass the schema', () => {
    const v = editorValues(
      row({
        blocktype: 'gallery_flats',
        house: { housetype: 'detached' },
        floors: [{ repeat_count: 3 }],
        tool: null,
      }),
    );
    expect(v.cfg.blocktype).toBe('gallery_flats');
    expect(v.cfg.house).toEqual({ ...defaultBuildingCfg().house, housetype: 'detached' });
    expect(v.cfg.floors[0]).toMatchObject({ repeat_count: 3, roof_type: 'flat', entrance_size: 50 });
    expect('companyId' in v.cfg).toBe(false);
    expect(buildingEditorSchema.safeParse(v).error).toBeUndefined();
  });

  it('apply the values to the row for the live generation and write them as a PATCH body', () => {
    const v = editorValues(row({ blocktype: 'tower' }));
    v.maxheight = 30;
    v.cfg.floor_height = 3.2;
    const edited = editedRow(row({ blocktype: 'tower' }), v);
    expect(edited.maxheight).toBe(30);
    expect(edited.cfg?.floor_height).toBe(3.2);
    expect(edited.id).toBe(4);
    expect(editorWrite(v)).toMatchObject({ maxheight: 30, cfg: { floor_height: 3.2 } });
    expect('id' in (editorWrite(v) as object)).toBe(false);
  });
});
