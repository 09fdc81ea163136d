import type { LayerSource } from '@plotwise/contracts';
import { AppError } from '../../http/appError';
import { childrenNamed, descendants, streamXmlFeatures, textAt, type XmlNode } from '../readers/xmlFeatures';

/** What a WMTS or WMS GetCapabilities document offers, as far as the layer catalogue needs it. */
export interface Capabilities {
  service: 'wmts' | 'wms';
  version: string;
  layers: Map<string, CapabilityLayer>;
  /** WMTS: tile matrix set identifier -> number of zoom levels (tile matrices) */
  tileMatrixSets: Map<string, number>;
  /** WMS: the formats GetMap offers */
  mapFormats: string[];
}

interface CapabilityLayer {
  name: string;
  formats: string[];
  /** WMTS: the tile matrix sets the layer is linked to */
  tileMatrixSets: string[];
  /** WMTS: REST tile URL templates by format ({TileMatrixSet}/{TileMatrix}/{TileCol}/{TileRow}) */
  resourceUrls: Record<string, string>;
  /** WMS: the coordinate reference systems, inherited ones included */
  crs: string[];
}

async function* once(text: string) {
  yield text;
}

function wmtsContents(contents: XmlNode, caps: Capabilities) {
  for (const l of childrenNamed(contents, 'Layer')) {
    const name = textAt(l, 'Identifier');
    if (!name) continue;
    const resourceUrls: Record<string, string> = {};
    for (const r of childrenNamed(l, 'ResourceURL')) if (r.attrs.resourceType === 'tile' && r.attrs.template) resourceUrls[r.attrs.format ?? ''] = r.attrs.template;
    caps.layers.set(name, {
      name,
      formats: childrenNamed(l, 'Format').map((f) => f.text.trim()),
      tileMatrixSets: childrenNamed(l, 'TileMatrixSetLink').map((s) => textAt(s, 'TileMatrixSet') ?? ''),
      resourceUrls,
      crs: [],
    });
  }
  for (const s of childrenNamed(contents, 'TileMatrixSet')) {
    const id = textAt(s, 'Identifier');
    if (id) caps.tileMatrixSets.set(id, childrenNamed(s, 'TileMatrix').length);
  }
}

function wmsLayers(layer: XmlNode, inherited: string[], caps: Capabilities) {
  const crs = [...inherited, ...childrenNamed(layer, 'CRS').map((c) => c.text.trim()), ...childrenNamed(layer, 'SRS').map((c) => c.text.trim())];
  const name = textAt(layer, 'Name');
  if (name) caps.layers.set(name, { name, formats: [], tileMatrixSets: [], resourceUrls: {}, crs });
  for (const l of childrenNamed(layer, 'Layer')) wmsLayers(l, crs, caps);
}

/** Read a WMTS 1.0.0 or WMS 1.1.1/1.3.0 GetCapabilities document (streamed: BGT's runs to megabytes). */
export async function readCapabilities(source: AsyncIterable<string> | string, name: string): Promise<Capabilities> {
  const caps: Capabilities = { service: 'wms', version: '', layers: new Map(), tileMatrixSets: new Map(), mapFormats: [] };
  let root = '';
  await streamXmlFeatures(typeof source === 'string' ? once(source) : source, name, {
    capture: (n, _parent, depth) => depth === 1 && (n === 'Contents' || n === 'Capability'),
    onOpen(n, attrs, depth) {
      if (depth !== 0) return;
      root = n.replace(/^.*:/, '');
      caps.version = attrs.version ?? '';
    },
    onFeature(node) {
      if (node.name === 'Contents') {
        caps.service = 'wmts';
        wmtsContents(node, caps);
      } else {
        caps.mapFormats = descendants(childrenNamed(node, 'Request')[0], 'GetMap').flatMap((g) => childrenNamed(g, 'Format').map((f) => f.text.trim()));
        for (const l of childrenNamed(node, 'Layer')) wmsLayers(l, [], caps);
      }
    },
  });
  if (!/^(Capabilities|WMS_Capabilities|WMT_MS_Capabilities)$/.test(root))
    throw new AppError('validation_failed', `${name}: not a WMTS or WMS capabilities document (root element <${root || '?'}>)`);
  if (root !== 'Capabilities') caps.service = 'wms';
  return caps;
}

/** The GetCapabilities URL of a remote source: PDOK's WMTS REST templates live under the service URL. */
export function capabilitiesUrl(s: LayerSource): string | undefined {
  if (s.kind === 'wms') return `${s.url}${s.url.includes('?') ? '&' : '?'}request=GetCapabilities&service=WMS`;
  if (s.kind === 'wmts') {
    const i = s.url.indexOf(`/${s.layer}/${s.tileMatrixSet}/`);
    return i < 0 ? undefined : `${s.url.slice(0, i)}?request=GetCapabilities&service=WMTS`;
  }
  return undefined;
}

/** What is wrong with a catalogue source against its service's capabilities; empty when it matches. */
export function checkSource(s: LayerSource, caps: Capabilities, maxZoom: number): string[] {
  const problems: string[] = [];
  const names = () => [...caps.layers.keys()].slice(0, 12).join(', ') + (caps.layers.size > 12 ? ' ...' : '');
  if (s.kind === 'wmts') {
    if (caps.service !== 'wmts') return [`the service is a ${caps.service.toUpperCase()}, not a WMTS`];
    const layer = caps.layers.get(s.layer);
    if (!layer) return [`layer "${s.layer}" is not offered (offered: ${names()})`];
    if (!layer.tileMatrixSets.includes(s.tileMatrixSet)) problems.push(`layer "${s.layer}" has no tile matrix set "${s.tileMatrixSet}" (has: ${layer.tileMatrixSets.join(', ')})`);
    const levels = caps.tileMatrixSets.get(s.tileMatrixSet);
    if (levels === undefined) problems.push(`tile matrix set "${s.tileMatrixSet}" is not defined`);
    else if (maxZoom > levels - 1) problems.push(`maxZoom ${maxZoom} is above the ${levels - 1} of tile matrix set "${s.tileMatrixSet}"`);
    if (layer.formats.length && !layer.formats.includes(s.format)) problems.push(`format ${s.format} is not offered (offered: ${layer.formats.join(', ')})`);
    const template = layer.resourceUrls[s.format];
    if (template) {
      const expected = template
        .replace('{TileMatrixSet}', s.tileMatrixSet)
        .replace('{TileMatrix}', '{z}')
        .replace('{TileCol}', '{x}')
        .replace('{TileRow}', '{y}')
        .replace('{Style}', 'default');
      if (expected !== s.url) problems.push(`the tile URL differs from the service's template ${expected}`);
    }
  } else if (s.kind === 'wms') {
    if (caps.service !== 'wms') return [`the service is a ${caps.service.toUpperCase()}, not a WMS`];
    for (const name of s.layers.split(',')) {
      const layer = caps.layers.get(name);
      if (!layer) {
        problems.push(`layer "${name}" is not offered (offered: ${names()})`);
        continue;
      }
      if (!layer.crs.some((c) => /EPSG:(3857|900913)$/.test(c))) problems.push(`layer "${name}" is not offered in EPSG:3857 (has: ${layer.crs.join(', ')})`);
    }
    if (caps.mapFormats.length && !caps.mapFormats.includes(s.format)) problems.push(`GetMap does not offer ${s.format}`);
  }
  return problems;
}
