import type { Locator, Page, Response } from 'playwright-core';
import { AppShell } from './AppShell';
import { MapPage } from './MapPage';

/** The site of a location, /locations/detail/:id/modifyplot (English labels): parcels, owners, land position. */
export class SitePage {
  readonly shell: AppShell;
  readonly map: MapPage;
  constructor(private readonly page: Page) {
    this.shell = new AppShell(page);
    this.map = new MapPage(page);
  }

  async open(id: number) {
    await this.page.goto(`/locations/detail/${id}/modifyplot`);
    await this.shell.waitForScreen('locations.modifyPlot');
    await this.map.idle();
  }

  parcels(): Locator {
    return this.page.getByTestId('site-parcel');
  }

  /** The parcels listed in the panel: plot number (or type) and area in m², as shown. */
  async parcelRows(): Promise<{ label: string; areaSquareMeters: number }[]> {
    return this.parcels().evaluateAll((rows) =>
      rows.map((r) => {
        const cells = r.querySelectorAll('td');
        return { label: cells[0]?.textContent?.trim() ?? '', areaSquareMeters: Number((cells[1]?.textContent ?? '').replace(/[^\d]/g, '')) };
      }),
    );
  }

  /** Selects a parcel of the site by its plot number; its details (acquisition, owners) open below. */
  async selectParcel(label: string): Promise<Locator> {
    const details = this.page.getByTestId('parcel-details');
    const button = this.parcels().getByRole('button', { name: label, exact: true });
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await details.waitFor();
    return details;
  }

  /** The acquisition state of the selected parcel, chosen from its select; resolves with the parcel's PATCH. */
  async setAcquisition(state: string): Promise<Response> {
    const saved = this.page.waitForResponse((r) => /\/api\/plots\/detail\/\d+$/.test(r.url()) && r.request().method() === 'PATCH');
    await this.page.getByTestId('parcel-details').getByRole('combobox', { name: 'Acquisition' }).click();
    await this.page.getByRole('option', { name: state, exact: true }).click();
    return saved;
  }

  /** The owners of the selected parcel as listed: "name (share)" and the owner type. */
  owners(): Promise<string[]> {
    return this.page.getByTestId('parcel-details').getByTestId('parcel-owner').allInnerTexts();
  }

  /** "Fetch owners from the Kadaster": resolves with the server's answer to the lookup. */
  async fetchOwners(): Promise<Response> {
    const answer = this.page.waitForResponse((r) => /\/api\/locations\/detail\/\d+\/owners\/fetch$/.test(r.url()), { timeout: 60_000 });
    await this.page.getByTestId('fetch-owners').click();
    return answer;
  }

  /** The land position as shown (e.g. "38%"), and the bar's value (0 to 100). */
  async landPosition(): Promise<{ text: string; bar: number }> {
    const text = await this.page.getByTestId('land-position').innerText();
    const bar = Number(await this.page.getByTestId('site-facts').getByRole('progressbar').getAttribute('aria-valuenow'));
    return { text, bar };
  }

  /**
   * A point inside the cadastral parcel drawn on the map nearest to the site's parcel `identificatie` (sharing an edge
   * when one does), of at most twenty times its area (a share to show, not the road network), for a click that adds
   * it. The site's parcel is first brought to the middle of the map's part right of the side panel, and the point is
   * one a click reaches (not under the panel). Read from the drawn vector tiles; throws, saying what it saw, when none.
   */
  async nearbyParcel(identificatie: string): Promise<{ plotnr: string; lng: number; lat: number }> {
    await this.page.evaluate((own) => {
      const map = window.__plotwiseMap as unknown as {
        getStyle(): { layers: { id: string }[] };
        queryRenderedFeatures(o: { layers: string[] }): { properties: Record<string, unknown>; geometry: { type: string; coordinates: [number, number][][] } }[];
        jumpTo(o: { center: [number, number]; offset: [number, number] }): void;
      };
      const layers = map.getStyle().layers.map((l) => l.id).filter((id) => id === 'plots');
      const ring = map.queryRenderedFeatures({ layers }).find((f) => f.properties.identificatie === own && f.geometry.type === 'Polygon')?.geometry.coordinates[0];
      if (!ring) return;
      const n = ring.length - 1;
      const centre: [number, number] = [ring.slice(0, n).reduce((s, p) => s + p[0], 0) / n, ring.slice(0, n).reduce((s, p) => s + p[1], 0) / n];
      // the panel is 320 px wide at the map's left: half of it right of the middle is the clear part's middle
      map.jumpTo({ center: centre, offset: [170, 0] });
    }, identificatie);
    await this.map.idle();
    const found = await this.page.evaluate((own) => {
      type Pt = [number, number];
      type Ring = Pt[];
      const map = window.__plotwiseMap as unknown as {
        getStyle(): { layers: { id: string }[] };
        queryRenderedFeatures(o: { layers: string[] }): { properties: Record<string, unknown>; geometry: { type: string; coordinates: unknown } }[];
        project(p: Pt): { x: number; y: number };
        getCanvas(): HTMLCanvasElement;
      };
      // a click there reaches the map: in view and not under the side panel that floats over it
      const clickable = (p: Pt) => {
        const box = map.getCanvas().getBoundingClientRect();
        const { x, y } = map.project(p);
        return document.elementFromPoint(box.left + x, box.top + y) === map.getCanvas();
      };
      const rings = (g: { type: string; coordinates: unknown }): Ring[] =>
        g.type === 'Polygon' ? [(g.coordinates as Ring[])[0]!] : g.type === 'MultiPolygon' ? (g.coordinates as Ring[][]).map((p) => p[0]!) : [];
      const inside = ([x, y]: Pt, ring: Ring) => {
        let odd = false;
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [xi, yi] = ring[i]!;
          const [xj, yj] = ring[j]!;
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
        }
        return odd;
      };
      // distances in metres near 52° N: a degree of longitude is about 68.5 km, of latitude 111.2 km
      const metres = ([x, y]: Pt): Pt => [x * 68_500, y * 111_200];
      const toSegment = (p: Pt, a: Pt, b: Pt) => {
        const [px, py] = metres(p);
        const [ax, ay] = metres(a);
        const [bx, by] = metres(b);
        const l2 = (bx - ax) ** 2 + (by - ay) ** 2;
        const t = l2 ? Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / l2)) : 0;
        return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
      };
      const gap = (r: Ring, s: Ring) => Math.min(...r.flatMap((p) => s.slice(1).map((a, i) => toSegment(p, s[i]!, a))));
      const layers = map.getStyle().layers.map((l) => l.id).filter((id) => id === 'plots' || id.startsWith('plots-'));
      const features = map.queryRenderedFeatures({ layers });
      const mine = features.filter((f) => f.properties.identificatie === own).flatMap((f) => rings(f.geometry));
      const ownArea = Number(features.find((f) => f.properties.identificatie === own)?.properties.area_m2 ?? 0);
      let best: { plotnr: string; lng: number; lat: number; apart: number } | null = null;
      let seen = 0;
      for (const f of features) {
        const plotnr = f.properties.plotnr;
        if (typeof plotnr !== 'string' || f.properties.identificatie === own) continue;
        if (!(Number(f.properties.area_m2) <= 20 * ownArea)) continue;
        for (const ring of rings(f.geometry)) {
          const n = ring.length - 1;
          const mid: Pt = [ring.slice(0, n).reduce((s, p) => s + p[0], 0) / n, ring.slice(0, n).reduce((s, p) => s + p[1], 0) / n];
          if (!inside(mid, ring) || mine.some((m) => inside(mid, m)) || !clickable(mid)) continue;
          seen += 1;
          const apart = Math.min(...mine.map((m) => Math.min(gap(ring, m), gap(m, ring))));
          if (!best || apart < best.apart) best = { plotnr, lng: mid[0], lat: mid[1], apart };
        }
      }
      if (best) return { plotnr: best.plotnr, lng: best.lng, lat: best.lat };
      return { seen: `${layers.join(',')}: ${features.length} features, ${mine.length} rings of the site's parcel, ${seen} within reach` };
    }, identificatie);
    if ('seen' in found) throw new Error(`No parcel near the site in view (${found.seen})`);
    return found;
  }
}

