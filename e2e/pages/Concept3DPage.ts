import type { Page } from 'playwright-core';
import { AppShell } from './AppShell';

/** The 3D view of a concept (ConceptView3D) as the debug screens /debug/three|shaders|shadows|globaledges show it. */
export class Concept3DPage {
  readonly shell: AppShell;
  constructor(private readonly page: Page) {
    this.shell = new AppShell(page);
  }

  /** Opens a debug screen; `path` is what follows /debug/ (e.g. "shadows" or "three/1/2"), `query` e.g. "month=3&time=09:00". */
  async open(path: string, query = '') {
    await this.page.goto(`/debug/${path}${query ? `?${query}` : ''}`);
    // generous: the example concept is generated on open and swiftshader draws slowly on a busy machine
    await this.shell.waitForScreen(`debug.${path.split('/')[0]}`, 45_000);
  }

  /** Waits until the scene is built and drawn (the canvas is in the page and the status line is written). */
  async waitForScene(timeout = 60_000) {
    await this.page.getByTestId('scene-status').waitFor({ timeout });
    await this.canvas().waitFor({ timeout });
  }

  canvas() {
    return this.page.getByTestId('scene-canvas');
  }

  status() {
    return this.page.getByTestId('scene-status').innerText();
  }

  moment() {
    return this.page.getByTestId('sun-moment').innerText();
  }

  /**
   * Keeps the canvas's pixels in the page under `name` (the renderer keeps its drawing buffer, so a 2D canvas
   * can copy it), for `differingPixels` to compare.
   */
  async keepCanvas(name: string) {
    await this.canvas().evaluate((el, key) => {
      const source = el as HTMLCanvasElement;
      const copy = document.createElement('canvas');
      copy.width = source.width;
      copy.height = source.height;
      const ctx = copy.getContext('2d')!;
      ctx.drawImage(source, 0, 0);
      (window as unknown as Record<string, Uint8ClampedArray>)[key] = ctx.getImageData(
        0,
        0,
        copy.width,
        copy.height,
      ).data;
    }, name);
  }

  /** Of two kept shots: the pixels that differ clearly (RGB differences summing above 30) and all pixels. */
  differingPixels(a: string, b: string): Promise<{ changed: number; total: number }> {
    return this.page.evaluate(
      ([x, y]) => {
        const shots = window as unknown as Record<string, Uint8ClampedArray>;
        const [p, q] = [shots[x]!, shots[y]!];
        let changed = 0;
        for (let i = 0; i < Math.min(p.length, q.length); i += 4)
          if (
            Math.abs(p[i]! - q[i]!) + Math.abs(p[i + 1]! - q[i + 1]!) + Math.abs(p[i + 2]! - q[i + 2]!) >
            30
          )
            changed++;
        return { changed, total: Math.max(p.length, q.length) / 4 };
      },
      [a, b] as const,
    );
  }

  /**
   * Of two kept shots: the pixels whose brightness, measured against the median brightness of their own shot,
   * moves by more than a quarter, and all pixels. A sun that is only higher or lower lights the whole picture
   * alike and cancels out; what is left is shade that moved and faces that turned to or from the sun.
   */
  shadowChange(a: string, b: string): Promise<{ changed: number; total: number }> {
    return this.page.evaluate(
      ([x, y]) => {
        const shots = window as unknown as Record<string, Uint8ClampedArray>;
        const relative = (px: Uint8ClampedArray) => {
          const lum = new Float32Array(px.length / 4);
          const histogram = new Uint32Array(256);
          for (let i = 0; i < lum.length; i++) {
            lum[i] = 0.299 * px[i * 4]! + 0.587 * px[i * 4 + 1]! + 0.114 * px[i * 4 + 2]!;
            histogram[Math.round(lum[i]!)]!++;
          }
          let median = 0;
          for (let seen = 0; median < 255 && seen + histogram[median]! < lum.length / 2; median++)
            seen += histogram[median]!;
          return lum.map((l) => l / Math.max(1, median));
        };
        const [p, q] = [relative(shots[x]!), relative(shots[y]!)];
        let changed = 0;
        for (let i = 0; i < Math.min(p.length, q.length); i++) if (Math.abs(p[i]! - q[i]!) > 0.25) changed++;
        return { changed, total: Math.max(p.length, q.length) };
      },
      [a, b] as const,
    );
  }

  /** Moves the time slider by whole 15-minute steps with the keyboard. */
  async stepTime(steps: number) {
    const thumb = this.page.getByTestId('time-slider').getByRole('slider');
    await thumb.focus();
    for (let i = 0; i < Math.abs(steps); i++) await thumb.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
  }

  async openTab(name: RegExp) {
    await this.page.getByRole('tab', { name }).click();
  }

  async runSunHours(timeout = 60_000) {
    await this.openTab(/sun hours|zonuren/i);
    await this.page.getByTestId('run-sun-hours').click();
    await this.page.getByTestId('sun-hours-summary').waitFor({ timeout });
  }

  sunHoursSummary() {
    return this.page.getByTestId('sun-hours-summary').innerText();
  }

  failingFacadeRows() {
    return this.page.getByTestId('failing-facades').locator('tbody tr');
  }

  /** Clicks the glTF download and answers the downloaded bytes. */
  async downloadGlb(): Promise<{ name: string; bytes: Buffer }> {
    await this.openTab(/export|exporteren/i);
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('download-glb').click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
  }
}
