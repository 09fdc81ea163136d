import { describe, expect, it, vi } from 'vitest';
import { decodeCoordinate, encodeCoordinate, entityPath, locationPath, publicationPath, publicationTarget, publicLocationPath } from './links';

describe('coordinates in paths', () => {
  it('writes and reads an underscore as decimal mark', () => {
    expect(encodeCoordinate(52.0907)).toBe('52_0907');
    expect(encodeCoordinate(5)).toBe('5');
    expect(encodeCoordinate(-4.123456789)).toBe('-4_123457');
    expect(decodeCoordinate('52_0907')).toBe(52.0907);
    expect(decodeCoordinate('52.5')).toBe(52.5);
    expect(decodeCoordinate('abc')).toBeUndefined();
    expect(decodeCoordinate(undefined)).toBeUndefined();
  });
});

describe('location link rule', () => {
  it('sends an empty project (lat and lon 0) to the list', () => {
    expect(locationPath({ id: 7, lat: 0, lon: 0 })).toBe('/locations/list/7');
    expect(locationPath({ id: 7, lat: null, lon: null })).toBe('/locations/list/7');
    expect(locationPath({ id: 7, lat: '0', lon: '0' })).toBe('/locations/list/7');
  });
  it('sends a placed location to the map at zoom 15 with underscores', () => {
    expect(locationPath({ id: 12, lat: 52.37, lon: 4.89 })).toBe('/locations/map/detail/12/15/52_37/4_89');
    expect(locationPath({ id: 12, lat: 0, lon: 4.5 })).toBe('/locations/map/detail/12/15/0/4_5');
  });
});

describe('publication type to public page', () => {
  it.each([
    ['state', '/pub/state/k1'],
    ['state_index', '/pub/state/k1'],
    ['municipality', '/pub/municipality/k1'],
    ['municipality_index', '/pub/municipality/k1'],
    ['population_core', '/pub/populationcore/k1'],
    ['business_park', '/pub/businesspark/k1'],
    ['location', '/pub/location/k1'],
    ['concept', '/pub/concept/k1'],
    ['searchquery', '/pub/searchquery/k1'],
    ['ibis_survey', '/pub/ibis/k1'],
    ['survey', '/pub/publication/k1'],
  ])('%s goes to %s', (type, path) => {
    const warn = vi.fn();
    expect(publicationPath(type, 'k1', warn)).toBe(path);
    expect(warn).not.toHaveBeenCalled();
  });
  it('sends /pub/publication/{key}/{x} to a page that exists: x kept where the page takes one, dropped where not (issue 42)', () => {
    expect(publicationTarget('concept', 'c1', '17')).toBe('/pub/concept/c1');
    expect(publicationTarget('location', 'l1', 'x')).toBe('/pub/location/l1');
    expect(publicationTarget('searchquery', 'q1', 'a b')).toBe('/pub/searchquery/q1/a%20b');
    expect(publicationTarget('business_park', 'b1', 'loc')).toBe('/pub/businesspark/b1/loc');
    expect(publicationTarget('ibis_survey', 'i1', 'Doesburg')).toBe('/pub/ibis/i1/Doesburg');
    expect(publicationTarget('concept', 'c1')).toBe('/pub/concept/c1');
  });
  it("puts a location's page under its publication's, its key encoded", () => {
    expect(publicLocationPath({ type: 'searchquery', key: 'q1' }, 'a b')).toBe('/pub/searchquery/q1/a%20b');
  });
  it('falls back to /pub/publication and warns for unknown types', () => {
    const warn = vi.fn();
    expect(publicationPath('brochure', 'k2', warn)).toBe('/pub/publication/k2');
    expect(publicationPath(undefined, 'k3', warn)).toBe('/pub/publication/k3');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"brochure"'));
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('entity paths', () => {
  it('builds the path of each entity', () => {
    expect(entityPath({ entity: 'searchqueries', record: { id: 3 } })).toBe('/opportunities/queries/3');
    expect(entityPath({ entity: 'publications', record: { id: 4 } })).toBe('/publications/modify/4');
    expect(entityPath({ entity: 'concepts', record: { id: 5, locationId: 1 } })).toBe('/concepts/modify/1/5');
    expect(entityPath({ entity: 'buildings', record: { id: 6, conceptId: 5 }, locationId: 1 })).toBe('/buildings/modify/1/5/6');
    expect(entityPath({ entity: 'locations', record: { id: 2, lat: 0, lon: 0 } })).toBe('/locations/list/2');
  });
});
