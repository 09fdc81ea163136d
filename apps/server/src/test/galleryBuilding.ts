import type { TestApp, TestUser } from './testApp';

/**
 * A gallery-flats building of 12 x 60 x 24 m in a concept, its units two of the location's unit types by reference
 * (the finance tests' standard building: the generator lays it out, the finance engine values it).
 */
export function postGalleryBuilding(t: TestApp, user: TestUser, conceptId: number, unitIds: readonly [number, number]) {
  return t.json('POST', '/api/buildings/list', user, {
    name: 'Galerij',
    conceptId,
    maxwidth: 12,
    maxlength: 60,
    maxheight: 24,
    cfg: {
      blocktype: 'gallery_flats',
      function: 'apartment',
      units: [
        { mode: 'reference', repeat_ratio: 1, order: 0, name: 'Studio', size: null, size_max: null, unitId: unitIds[0] },
        { mode: 'reference', repeat_ratio: 1, order: 1, name: 'Driekamer', size: null, size_max: null, unitId: unitIds[1] },
      ],
    },
  });
}
