import { GeometryError, checkRing, type Geometry } from '../../geodata/geometry/geometry';

/** A WKT geometry and the SRID of an EWKT prefix ("SRID=28992;POLYGON(...)"), when there is one. */
export interface ParsedWkt {
  geometry: Geometry;
  srid: number | null;
}

const TYPES = ['POINT', 'LINESTRING', 'POLYGON', 'MULTIPOINT', 'MULTILINESTRING', 'MULTIPOLYGON', 'GEOMETRYCOLLECTION'] as const;

/**
 * Read OGC well-known text (2D; Z and M values are dropped) into our flat geometry. Throws GeometryError with
 * the position of the first thing it cannot read, so the screen can say where the text goes wrong.
 */
export function parseWkt(text: string): ParsedWkt {
  let srid: number | null = null;
  let src = text.trim();
  const ewkt = /^SRID=(\d+);/i.exec(src);
  if (ewkt) {
    srid = Number(ewkt[1]);
    src = src.slice(ewkt[0].length);
  }
  const tokens = src.match(/[A-Za-z]+|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[(),]|\S/g) ?? [];
  let i = 0;
  const fail = (what: string): never => {
    throw new GeometryError(`WKT: expected ${what} at token ${i + 1}${tokens[i] ? ` ("${tokens[i]}")` : ' (end of text)'}`);
  };
  const peek = () => tokens[i];
  const take = (t: string) => (peek()?.toUpperCase() === t ? (i++, true) : false);
  const expect = (t: string) => {
    if (!take(t)) fail(`"${t}"`);
  };
  const isNumber = (t: string | undefined) => t !== undefined && /^[-+.\d]/.test(t);

  // one position: x y and any z/m values, which are dropped
  const position = (out: number[]) => {
    const nums: number[] = [];
    while (isNumber(peek())) nums.push(Number(tokens[i++]));
    if (nums.length < 2 || nums.length > 4) fail('a position of 2 to 4 numbers');
    out.push(nums[0]!, nums[1]!);
  };
  const positions = (): number[] => {
    expect('(');
    const out: number[] = [];
    do {
      // MULTIPOINT((1 2), (3 4)) and MULTIPOINT(1 2, 3 4) are both in use
      if (take('(')) {
        position(out);
        expect(')');
      } else position(out);
    } while (take(','));
    expect(')');
    return out;
  };
  const list = <T>(item: () => T): T[] => {
    expect('(');
    const out: T[] = [];
    do out.push(item());
    while (take(','));
    expect(')');
    return out;
  };
  const rings = () =>
    list(() => {
      const ring = positions();
      checkRing(ring);
      return ring;
    });

  const geometry = (): Geometry => {
    const word = (peek() ?? '').toUpperCase();
    const type = TYPES.find((t) => t === word);
    if (!type) return fail(`a geometry type (${TYPES.join(', ')})`);
    i++;
    // dimension markers of WKT 1.2 / ISO
    while (['Z', 'M', 'ZM'].includes((peek() ?? '').toUpperCase())) i++;
    if (take('EMPTY')) throw new GeometryError(`WKT: ${type} EMPTY has no coordinates`);
    switch (type) {
      case 'POINT':
        return { type: 'Point', coords: positions() };
      case 'LINESTRING':
        return { type: 'LineString', coords: positions() };
      case 'POLYGON':
        return { type: 'Polygon', rings: rings() };
      case 'MULTIPOINT': {
        const flat = positions();
        const points: number[][] = [];
        for (let k = 0; k < flat.length; k += 2) points.push([flat[k]!, flat[k + 1]!]);
        return { type: 'MultiPoint', points };
      }
      case 'MULTILINESTRING':
        return { type: 'MultiLineString', lines: list(positions) };
      case 'MULTIPOLYGON':
        return { type: 'MultiPolygon', polygons: list(rings) };
      case 'GEOMETRYCOLLECTION':
        return { type: 'GeometryCollection', geometries: list(geometry) };
    }
  };

  const g = geometry();
  if (i < tokens.length) fail('the end of the text');
  return { geometry: g, srid };
}
