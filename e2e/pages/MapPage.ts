import type { Page } from 'playwright-core';
import { encodeCoordinate } from '../../apps/web/src/lib/links';

type MapHandle = {
  loaded(): boolean;
  areTilesLoaded(): boolean;
  isMoving(): boolean;
  queryRenderedFeatures(options?: { layers?: string[] }): { properties: Record<string, unknown>; id?: number }[];
  project(lngLat: [number, number]): { x: number; y: number };
  getStyle(): { layers: { id: string }[] };
};
declare global {
  interface Window {
    __plotwiseMap?: MapHandle;
  }
}

/** The map screens: open at a view, wait until the map has drawn, read what it drew, click places on it. */
export class MapPage {
  constructor(private readonly page: Page) {}

  /**
   * Use no base map: the tests never reach the internet (PDOK, OpenStreetMap). `resolution` as the layer panel's "Map
   * drawing" (automatic: half resolution in this software renderer).
   */
  async offline(resolution: 'auto' | 'sharp' = 'auto') {
    await this.page.evaluate(
      (r) => localStorage.setItem('plotwise.map.layers', JSON.stringify({ value: { base: 'none', resolution: r }, expiresAt: Date.now() + 86_400_000 })),
      resolution,
    );
  }

  async open(path: string, zoom: number, lat: number, lon: number) {
    await this.page.goto(`${path}/${zoom}/${encodeCoordinate(lat)}/${encodeCoordinate(lon)}`);
    await this.idle();
  }

  /** Waits until the camera is at rest (a fly has ended and reported its view) and every visible tile has loaded. */
  async idle() {
    // tiles can be loaded mid-flight: a test that read the map then saw a view the route did not have yet. Each frame
    // of a map costs about 0.4 s of CPU in the software renderer, and npm test keeps the machine 99 % busy: 30 s was
    // too short there once (opportunities.e2e, stop 48)
    await this.page.waitForFunction(() => !!window.__plotwiseMap?.loaded() && !window.__plotwiseMap.isMoving() && window.__plotwiseMap.areTilesLoaded(), null, { timeout: 60_000 });
    // a frame for the renderer to place what the tiles hold
    await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }

  /** Properties of the features drawn in the catalogue layers whose MapLibre ids start with `prefix`. */
  rendered(prefix: string) {
    return this.page.evaluate((p) => {
      const map = window.__plotwiseMap!;
      const layers = map.getStyle().layers.map((l) => l.id).filter((id) => id === p || id.startsWith(`${p}-`));
      return map.queryRenderedFeatures({ layers }).map((f) => ({ id: f.id, ...f.properties }) as Record<string, unknown>);
    }, prefix);
  }

  /** Clicks the map at a WGS84 position. */
  async clickAt(lon: number, lat: number) {
    const pt = await this.pixelOf(lon, lat);
    await this.page.mouse.click(pt.x, pt.y);
  }

  /** Double-clicks the map at a WGS84 position (a corner handle there is removed). */
  async doubleClickAt(lon: number, lat: number) {
    const pt = await this.pixelOf(lon, lat);
    await this.page.mouse.dblclick(pt.x, pt.y);
  }

  /** Presses the mouse at one WGS84 position and releases it at another, moving in steps (drags a corner handle). */
  async drag(from: { lng: number; lat: number }, to: { lng: number; lat: number }) {
    const a = await this.pixelOf(from.lng, from.lat);
    const b = await this.pixelOf(to.lng, to.lat);
    await this.page.mouse.move(a.x, a.y);
    await this.page.mouse.down();
    await this.page.mouse.move(b.x, b.y, { steps: 10 });
    await this.page.mouse.up();
  }

  /** The page pixel of a WGS84 position on the map. */
  private async pixelOf(lon: number, lat: number) {
    const box = (await this.page.getByTestId('map').boundingBox())!;
    const pt = await this.page.evaluate(([x, y]) => window.__plotwiseMap!.project([x, y]), [lon, lat] as [number, number]);
    return { x: box.x + pt.x, y: box.y + pt.y };
  }
}
