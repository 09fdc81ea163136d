import type { ApiRecord } from '@plotwise/contracts';
import { conceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import type { TestApp, TestUser } from './testApp';

/** The centre of a location's site in RD metres: where the concept screens put a new building, so it stands on its plot. */
export async function siteCentre(t: TestApp, user: TestUser, locationId: number): Promise<{ x: number; y: number }> {
  const location = await t.json<ApiRecord<'locations'>>('GET', `/api/locations/detail/${locationId}?depth=1`, user);
  const { x, y } = conceptSite(location).centre;
  return { x, y };
}

/**
 * A gallery-flats building of 12 x 60 x 24 m in a concept, its units two of the location's unit types by reference
 * at the centre of the location's site (the finance tests' standard building: the generator lays it out, the finance
 * engine values it).
 */
export async function postGalleryBuilding(t: TestApp, user: TestUser, at: { locationId: number; conceptId: number }, unitIds: readonly [number, number]) {
  return t.json('POST', '/api/buildings/list', user, {
    name: 'Galerij',
    conceptId: at.conceptId,
    ...(await siteCentre(t, user, at.locationId)),
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
