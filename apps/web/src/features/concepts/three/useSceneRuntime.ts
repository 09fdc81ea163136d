import type { BuildingModel } from '@plotwise/core/generator/index';
import { useEffect, useMemo, useState } from 'react';
import type { SceneRuntime } from './sceneRuntime';
import type { SceneSite, SceneTree, SurroundingBuilding } from './sceneTypes';
import { loadSurroundings } from './surroundingsFromTiles';
import { loadTrees } from './treesFromTiles';

export type RuntimeState =
  | { status: 'loading' }
  | { status: 'nowebgl' }
  | { status: 'error'; message: string }
  | { status: 'ready'; runtime: SceneRuntime };

/** What a site loader gives: null while loading; empty, with the error, when it failed. */
interface SiteLoad<T> {
  list: readonly T[] | null;
  error: string | null;
}
const siteKey = (site: SceneSite) => `${site.centre.x},${site.centre.y}`;

/**
 * Loads something around the site once per place (not per site object), aborting a load for a place left behind.
 * A failed load gives an empty list with its error: the scene still shows, and the view says what is missing.
 * `skip`: the caller has the list already, nothing is loaded.
 */
function useSiteLoad<T>(
  site: SceneSite,
  load: (site: SceneSite, signal: AbortSignal) => Promise<readonly T[]>,
  skip = false,
): SiteLoad<T> {
  const key = siteKey(site);
  const [loaded, setLoaded] = useState<SiteLoad<T> & { key: string | null }>({ key: null, list: null, error: null });
  useEffect(() => {
    if (skip) return;
    const abort = new AbortController();
    load(site, abort.signal)
      .then((list) => setLoaded({ key, list, error: null }))
      .catch(
        (e: unknown) =>
          !abort.signal.aborted &&
          setLoaded({ key, list: [], error: e instanceof Error ? e.message : String(e) }),
      );
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the site's place decides, not its object identity
  }, [key, skip]);
  return loaded.key === key ? loaded : { list: null, error: null };
}

const loadNeighbours = (site: SceneSite, signal: AbortSignal) => loadSurroundings(site, 250, signal);
const loadNearTrees = (site: SceneSite, signal: AbortSignal) => loadTrees(site, 150, signal);

/** The BAG buildings around the site, unless the caller gives them. */
export function useSurroundings(
  site: SceneSite,
  given: readonly SurroundingBuilding[] | undefined,
): SiteLoad<SurroundingBuilding> {
  const loaded = useSiteLoad(site, loadNeighbours, !!given);
  return given ? { list: given, error: null } : loaded;
}

/** The trees near the site from the tiles (null while loading; none, with the error, when they fail). */
export function useTrees(site: SceneSite): SiteLoad<SceneTree> {
  return useSiteLoad(site, loadNearTrees);
}

/**
 * Loads three.js (dynamic import) and keeps one SceneRuntime in `host` for the given models and neighbours;
 * a new set of models rebuilds the scene. No WebGL: status 'nowebgl', so the view can point to the plan.
 */
export function useSceneRuntime(
  host: HTMLDivElement | null,
  models: readonly BuildingModel[],
  surroundings: readonly SurroundingBuilding[] | null,
  site: SceneSite,
  demolished: readonly string[],
  trees: readonly SceneTree[] | null = [],
): RuntimeState {
  const key = siteKey(site);
  // One token per set of inputs: an answer for older inputs is not shown.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the token marks exactly these inputs
  const token = useMemo(() => ({}), [host, models, surroundings, demolished, key, trees]);
  const [state, setState] = useState<{ token: object | null; value: RuntimeState }>({
    token: null,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!host || !surroundings || !trees) return;
    let runtime: SceneRuntime | null = null;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    const set = (value: RuntimeState) => !cancelled && setState({ token, value });
    import('./sceneRuntime')
      .then(({ SceneRuntime: Runtime, webglAvailable }) => {
        if (cancelled) return;
        if (!webglAvailable()) return set({ status: 'nowebgl' });
        runtime = new Runtime(host, models, surroundings, site, demolished, trees);
        observer = new ResizeObserver(() => runtime?.resize());
        observer.observe(host);
        set({ status: 'ready', runtime });
      })
      .catch((e: unknown) => {
        const message = e instanceof Error ? e.message : String(e);
        // three throws "Error creating WebGL context" when the browser refuses one.
        set(/webgl/i.test(message) ? { status: 'nowebgl' } : { status: 'error', message });
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      runtime?.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `token` stands for every input
  }, [token]);
  return state.token === token ? state.value : { status: 'loading' };
}
