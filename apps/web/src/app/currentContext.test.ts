import { describe, expect, it } from 'vitest';
import { contextFromParams, nextContext } from './currentContext';

describe('current context from the route', () => {
  it('reads publication, query, location, concept and building', () => {
    expect(contextFromParams({ publication_id: '1', query_id: '2', location_id: '3', concept_id: '4', building_id: '5', zoom: '7' })).toEqual({
      publicationId: '1',
      queryId: '2',
      locationId: '3',
      conceptId: '4',
      buildingId: '5',
    });
  });
  it('keeps the location on routes without one', () => {
    expect(nextContext({ locationId: '3', conceptId: '4' }, {})).toEqual({ locationId: '3', conceptId: '4' });
  });
  it('drops concept and building of another location', () => {
    expect(nextContext({ locationId: '3', conceptId: '4', buildingId: '5' }, { location_id: '9' })).toEqual({ locationId: '9' });
    expect(nextContext({ locationId: '3', conceptId: '4', buildingId: '5' }, { location_id: '3', concept_id: '6' })).toEqual({ locationId: '3', conceptId: '6' });
  });
});
