/**
 * The coordinate system of a shapefile's .prj (WKT 1 as ESRI or GDAL write it), told only when it is certainly one
 * we transform: by its EPSG authority, else by its datum, ellipsoid, projection and parameters. Anything else is
 * refused by the caller - a guessed CRS puts the data kilometres off without a sign.
 */

interface WktNode {
  keyword: string;
  args: (string | number | WktNode)[];
}

/** The CRSs a .prj may name, by SRID (PostGIS transforms each to RD New). */
export const PRJ_CRS: Record<number, string> = {
  28992: 'RD New (EPSG:28992)',
  4326: 'WGS84 (EPSG:4326)',
  4258: 'ETRS89 (EPSG:4258)',
  3857: 'Web Mercator (EPSG:3857)',
  32631: 'WGS84 / UTM 31N (EPSG:32631)',
  25831: 'ETRS89 / UTM 31N (EPSG:25831)',
};

/** Parse WKT 1 (`KEYWORD["name", 1.0, CHILD[...]]`, brackets or parentheses); throws Error when it is not WKT. */
function parseWkt(text: string): WktNode {
  let i = 0;
  const s = text.trim();
  const ws = () => {
    while (i < s.length && /\s/.test(s[i]!)) i++;
  };
  const node = (): WktNode => {
    ws();
    const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(s.slice(i));
    if (!m) throw new Error(`a keyword was expected at character ${i + 1}`);
    i += m[0].length;
    ws();
    const open = s[i];
    if (open !== '[' && open !== '(') return { keyword: m[0].toUpperCase(), args: [] };
    const close = open === '[' ? ']' : ')';
    i++;
    const args: WktNode['args'] = [];
    for (;;) {
      ws();
      const c = s[i];
      if (c === undefined) throw new Error('the text ends inside a bracket');
      if (c === '"') {
        const end = s.indexOf('"', i + 1);
        if (end < 0) throw new Error('a quoted name has no end');
        args.push(s.slice(i + 1, end));
        i = end + 1;
      } else if (/[-+\d.]/.test(c)) {
        const n = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.exec(s.slice(i));
        if (!n) throw new Error(`a number was expected at character ${i + 1}`);
        args.push(Number(n[0]));
        i += n[0].length;
      } else args.push(node());
      ws();
      if (s[i] === ',') i++;
      else if (s[i] === close) {
        i++;
        return { keyword: m[0].toUpperCase(), args };
      } else throw new Error(`"," or "${close}" was expected at character ${i + 1}`);
    }
  };
  const root = node();
  ws();
  if (i < s.length) throw new Error(`text after the end at character ${i + 1}`);
  return root;
}

const norm = (v: unknown) => String(v).toLowerCase().replace(/[^a-z0-9]/g, '');
const kids = (n: WktNode, kw: string) => n.args.filter((a): a is WktNode => typeof a === 'object' && a.keyword === kw);
const kid = (n: WktNode | undefined, kw: string) => (n ? kids(n, kw)[0] : undefined);
const near = (a: unknown, b: number) => typeof a === 'number' && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/** The EPSG code of the node's own AUTHORITY["EPSG","n"] (WKT 1) or ID["EPSG",n] (WKT 2). */
function epsgOf(n: WktNode): number | undefined {
  const a = kid(n, 'AUTHORITY') ?? kid(n, 'ID');
  return a && norm(a.args[0]) === 'epsg' ? Number(a.args[1]) : undefined;
}

/** WGS84, ETRS89 or Amersfoort (Bessel 1841) from a GEOGCS's datum and ellipsoid; undefined otherwise. */
function geographicOf(g: WktNode | undefined): 4326 | 4258 | 'amersfoort' | undefined {
  const datum = kid(g, 'DATUM');
  const sph = kid(datum, 'SPHEROID') ?? kid(datum, 'ELLIPSOID');
  const unit = kid(g, 'UNIT');
  const prime = kid(g, 'PRIMEM');
  if (!datum || !sph || (prime && !near(prime.args[1], 0))) return undefined;
  if (unit && !near(unit.args[1], Math.PI / 180)) return undefined;
  const name = norm(datum.args[0]).replace(/^d(?=wgs|etrs|amersfoort)/, '');
  const [a, inv] = [sph.args[1], sph.args[2]];
  if (/^wgs(19)?84$/.test(name) && near(a, 6378137) && near(inv, 298.257223563)) return 4326;
  if (/^(etrs1989|europeanterrestrialreferencesystem1989)$/.test(name) && near(a, 6378137) && near(inv, 298.257222101)) return 4258;
  if (name === 'amersfoort' && near(a, 6377397.155) && near(inv, 299.1528128)) return 'amersfoort';
  return undefined;
}

/** The parameters of a PROJCS by normalised name (false_easting -> falseeasting). */
function parameters(p: WktNode): Map<string, unknown> {
  return new Map(kids(p, 'PARAMETER').map((x) => [norm(x.args[0]), x.args[1]]));
}

const matches = (params: Map<string, unknown>, want: Record<string, number>) =>
  Object.entries(want).every(([k, v]) => near(params.get(k) ?? 0, v));

/**
 * The SRID of a .prj's CRS when it is one of PRJ_CRS; otherwise an Error whose message names what the .prj says.
 */
export function crsOfPrj(text: string): number {
  let root: WktNode;
  try {
    root = parseWkt(text);
  } catch (e) {
    throw new Error(`it is not WKT: ${(e as Error).message}`);
  }
  const name = typeof root.args[0] === 'string' ? root.args[0] : root.keyword;
  const refuse = (why: string) => new Error(`"${name}" ${why}`);
  const code = epsgOf(root);
  if (code !== undefined) {
    if (PRJ_CRS[code]) return code;
    throw refuse(`is EPSG:${code}, which is not read`);
  }
  if (root.keyword === 'GEOGCS') {
    const g = geographicOf(root);
    if (g === 4326 || g === 4258) return g;
    throw refuse('is a geographic system other than WGS84 or ETRS89');
  }
  if (root.keyword !== 'PROJCS') throw refuse(`is a ${root.keyword}, not a GEOGCS or PROJCS`);
  const unit = kids(root, 'UNIT').pop();
  if (!unit || !near(unit.args[1], 1)) throw refuse('is not in metres');
  const base = geographicOf(kid(root, 'GEOGCS'));
  const projection = norm(kid(root, 'PROJECTION')?.args[0] ?? '');
  const params = parameters(root);
  // ESRI writes Double_Stereographic, GDAL Oblique_Stereographic: the same projection (EPSG method 9809)
  if (base === 'amersfoort' && (projection === 'doublestereographic' || projection === 'obliquestereographic'))
    if (matches(params, { latitudeoforigin: 52.15616055555555, centralmeridian: 5.38763888888889, scalefactor: 0.9999079, falseeasting: 155000, falsenorthing: 463000 }))
      return 28992;
  if ((base === 4326 || base === 4258) && projection === 'transversemercator')
    if (matches(params, { latitudeoforigin: 0, centralmeridian: 3, scalefactor: 0.9996, falseeasting: 500000, falsenorthing: 0 }))
      return base === 4326 ? 32631 : 25831;
  if (base === 4326 && matches(params, { centralmeridian: 0, falseeasting: 0, falsenorthing: 0 })) {
    // ESRI: Mercator_Auxiliary_Sphere with sphere type 0; OGC: Popular_Visualisation_Pseudo_Mercator
    if (projection === 'mercatorauxiliarysphere' && near(params.get('auxiliaryspheretype') ?? 0, 0)) return 3857;
    if (projection === 'popularvisualisationpseudomercator') return 3857;
  }
  throw refuse('is not one of the systems read');
}
