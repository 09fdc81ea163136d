import type { LayerDefinition } from '@plotwise/contracts';
import { AppError } from '../../http/appError';
import { capabilitiesUrl, checkSource, readCapabilities, type Capabilities } from './capabilities';
import { shortUrl } from '../../http/outbound';
import { fetchWithRetry, RemoteServiceError, type HttpOptions } from './httpClient';
import { OmgevingswetTiles, OMGEVINGSWET_MIN_ZOOM } from './omgevingswetTiles';
import { PDOK_OMGEVINGSWET_DEFAULT_URL } from '../../config';

export interface LayerCheck {
  id: string;
  status: 'ok' | 'fail' | 'skip';
  detail: string;
}

/**
 * Check every remote catalogue entry against its live service: WMTS and WMS entries against their
 * GetCapabilities (layer, tile matrix set, zoom levels, tile URL template, EPSG:3857), XYZ entries by
 * fetching their z0 tile, reprojected ones (PDOK's Omgevingswet tiles) against their tileset description (a tile URL
 * template, the RD levels; `sources` says where, by default PDOK). When no service answers at all the machine is offline and every entry is
 * skipped; a service that does not answer while others do is a failure.
 */
export async function checkRemoteLayers(
  defs: readonly LayerDefinition[],
  http: HttpOptions = {},
  sources: { omgevingswetUrl?: string } = {},
): Promise<{ results: LayerCheck[]; offline: boolean }> {
  const documents = new Map<string, Promise<Capabilities>>();
  const capabilities = (url: string) => {
    let p = documents.get(url);
    if (!p) {
      p = fetchWithRetry(url, { accept: 'application/xml, text/xml', retries: 1, timeoutMs: 20_000, ...http }).then(async (res) => readCapabilities(await res.text(), shortUrl(url)));
      documents.set(url, p);
    }
    return p;
  };
  const unreachable: LayerCheck[] = [];
  const results = await Promise.all(
    defs
      .filter((d) => d.needsInternet)
      .map(async (d): Promise<LayerCheck> => {
        const s = d.source;
        try {
          if (s.kind === 'xyz') {
            const res = await fetchWithRetry(s.url.replace('{z}', '0').replace('{x}', '0').replace('{y}', '0'), { accept: 'image/*', retries: 1, timeoutMs: 20_000, ...http });
            const type = res.headers.get('content-type') ?? '';
            await res.body?.cancel();
            return /^image\//.test(type) ? { id: d.id, status: 'ok', detail: `z0 tile is ${type}` } : { id: d.id, status: 'fail', detail: `z0 tile is ${type || 'untyped'}, not an image` };
          }
          if (s.kind === 'reprojectedTiles') {
            const baseUrl = sources.omgevingswetUrl ?? PDOK_OMGEVINGSWET_DEFAULT_URL;
            const offered = await new OmgevingswetTiles({ baseUrl, timeoutMs: http.timeoutMs ?? 20_000, retries: http.retries ?? 1 }).offered();
            const what = `RD levels ${offered.minLevel}-${offered.maxLevel} (${decodeURI(shortUrl(offered.template))})`;
            // the map asks from zoom OMGEVINGSWET_MIN_ZOOM, which needs about level 9
            return offered.minLevel <= OMGEVINGSWET_MIN_ZOOM - 4 ? { id: d.id, status: 'ok', detail: what } : { id: d.id, status: 'fail', detail: `${what}: no level for zoom ${OMGEVINGSWET_MIN_ZOOM}` };
          }
          const url = capabilitiesUrl(s);
          if (!url) return { id: d.id, status: 'fail', detail: `no GetCapabilities URL can be derived from ${s.kind === 'wmts' ? s.url : s.kind}` };
          const problems = checkSource(s, await capabilities(url), d.maxZoom);
          const what = s.kind === 'wmts' ? `${s.layer} @ ${s.tileMatrixSet}` : s.kind === 'wms' ? s.layers : '';
          return problems.length ? { id: d.id, status: 'fail', detail: `${what}: ${problems.join('; ')}` } : { id: d.id, status: 'ok', detail: `${what} (${shortUrl(url)})` };
        } catch (e) {
          const check: LayerCheck = { id: d.id, status: 'fail', detail: (e as Error).message };
          if (e instanceof RemoteServiceError && e.unreachable) unreachable.push(check);
          else if (e instanceof AppError && (e.details as { reason?: string } | undefined)?.reason === 'unreachable') unreachable.push(check);
          return check;
        }
      }),
  );
  const offline = results.length > 0 && unreachable.length === results.length;
  if (offline) for (const r of results) Object.assign(r, { status: 'skip', detail: `offline: ${r.detail}` });
  return { results, offline };
}
