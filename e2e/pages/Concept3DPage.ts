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
