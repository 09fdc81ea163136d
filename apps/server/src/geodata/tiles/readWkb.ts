/** A geometry read from WKB, with flat RD coordinate arrays per ring / line / point. */
export type WkbGeometry =
  | { type: 'points'; coords: number[][] } // each entry one point [x, y]
  | { type: 'lines'; coords: number[][] } // each entry one line [x0, y0, x1, y1 ...]
  | { type: 'polygons'; coords: number[][][] }; // polygons -> rings -> [x0, y0 ...]

/**
 * Reads OGC WKB as PostGIS ST_AsBinary writes it (2D; Z/M values are skipped). Collections are flattened into
 * the dominant kind that a vector tile feature can carry; mixed collections keep their polygons.
 */
export function readWkb(bytes: Uint8Array): WkbGeometry {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let pos = 0;
  const points: number[][] = [];
  const lines: number[][] = [];
  const polygons: number[][][] = [];

  const readGeometry = () => {
    const little = view.getUint8(pos) === 1;
    pos += 1;
    const rawType = view.getUint32(pos, little);
    pos += 4;
    // ISO WKB: 1000s add Z, 2000s M, 3000s ZM; EWKB flags in the high bits
    const base = rawType & 0xffff;
    const type = base % 1000;
    const iso = Math.floor(base / 1000);
    const hasZ = iso === 1 || iso === 3 || (rawType & 0x80000000) !== 0;
    const hasM = iso === 2 || iso === 3 || (rawType & 0x40000000) !== 0;
    if (rawType & 0x20000000) pos += 4; // EWKB SRID
    const dims = 2 + (hasZ ? 1 : 0) + (hasM ? 1 : 0);
    const u32 = () => {
      const n = view.getUint32(pos, little);
      pos += 4;
      return n;
    };
    const coords = (n: number) => {
      const out = new Array<number>(n * 2);
      for (let i = 0; i < n; i++) {
        out[2 * i] = view.getFloat64(pos, little);
        out[2 * i + 1] = view.getFloat64(pos + 8, little);
        pos += 8 * dims;
      }
      return out;
    };
    switch (type) {
      case 1:
        points.push(coords(1));
        break;
      case 2:
        lines.push(coords(u32()));
        break;
      case 3: {
        const rings: number[][] = [];
        for (let r = u32(); r > 0; r--) rings.push(coords(u32()));
        polygons.push(rings);
        break;
      }
      case 4:
      case 5:
      case 6:
      case 7:
        for (let k = u32(); k > 0; k--) readGeometry();
        break;
      default:
        throw new Error(`unsupported WKB geometry type ${rawType}`);
    }
  };
  readGeometry();
  if (polygons.length) return { type: 'polygons', coords: polygons };
  if (lines.length) return { type: 'lines', coords: lines };
  return { type: 'points', coords: points };
}
