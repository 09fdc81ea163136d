import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { AppError, notFound } from '../../../http/appError';
import { HEADLESS_DISABLE_FEATURES } from './headlessChromium';
import { childWithArgument, memoryBytes, processTree } from './processMemory';

/** The header the printer's browser sends on every request: the page it prints is not counted as a visit. */
export const PRINT_HEADER = 'x-plotwise-print';

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

export interface PdfPrinterOptions {
  /** the browser's executable; null: printing answers 503 pdf_unavailable */
  executable: string | null;
  log: Logger;
  /** longest wait for one page to be ready and printed */
  timeoutMs?: number;
  /** PDFs printed at once; more wait in line */
  concurrency?: number;
  /** PDFs waiting at most; more answer 503 pdf_busy */
  queueMax?: number;
  /** PDFs one client (address) may have printing or waiting at once; more answer 503 pdf_busy, so that one client
   * cannot take every place of the queue from the others. At most concurrency - 1 (at least 1): one client never
   * holds every printing slot. Unset: concurrency - 1 */
  perClientMax?: number;
  /** the browser is closed after this long without a PDF (it holds ~150 MB) */
  idleMs?: number;
  /** the most memory the browser and its processes may hold (bytes); past it the browser is stopped and the PDFs it
   * was printing answer 503 pdf_failed. Unset: not watched */
  memoryLimitBytes?: number;
  /** how often the browser's memory is read while it runs */
  memoryPollMs?: number;
}

/**
 * Prints the server's own public pages to PDF with a headless Chromium (playwright-core), so the PDF is the page
 * itself under its print styles: the company's colours, each section kept on one page where it fits, plans and
 * maps as the page's vector SVG. One browser is started on the first PDF and kept while PDFs are asked for; each
 * PDF gets a fresh context that may reach only the server's own origin (a link or image in a section's text cannot
 * make the server fetch anything else).
 */
export class PdfPrinter {
  private readonly secret = randomBytes(24).toString('base64url');
  private browser: Promise<Browser> | null = null;
  private idle: NodeJS.Timeout | null = null;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly timeoutMs: number;
  private readonly concurrency: number;
  private readonly queueMax: number;
  private readonly idleMs: number;
  private readonly perClientMax: number;
  /** per client: its PDFs printing or waiting */
  private readonly byClient = new Map<string, number>();
  /** an argument only this printer's browsers carry, to find their process among the server's children */
  private readonly marker = `--plotwise-printer=${randomBytes(8).toString('hex')}`;
  /** the browsers started so far; a PDF remembers the one it was printed in */
  private generation = 0;
  /** the browsers stopped for passing the memory limit */
  private readonly stoppedForMemory = new Set<number>();
  private watch: NodeJS.Timeout | null = null;
  /** the most memory a browser of this printer held while watched (bytes) */
  peakMemoryBytes = 0;

  constructor(private readonly options: PdfPrinterOptions) {
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.queueMax = options.queueMax ?? 8;
    this.idleMs = options.idleMs ?? 60_000;
    // below the concurrency: with a share of 2 of 2 slots one address with a few published keys printed on every slot
    // while other visitors waited behind it (with one slot there is no smaller share than it)
    const share = this.concurrency - 1;
    this.perClientMax = Math.max(1, Math.min(options.perClientMax ?? share, share));
  }

  /** Whether a request came from this printer's browser (its header carries the process's secret). */
  isPrintRequest(header: string | string[] | undefined): boolean {
    if (typeof header !== 'string' || header.length !== this.secret.length) return false;
    return timingSafeEqual(Buffer.from(header), Buffer.from(this.secret));
  }

  /**
   * Print `url` (a page of this server at `origin`) to an A4 PDF for `client` (the asker's address); a page that
   * says "not found" answers 404.
   */
  async print(origin: string, url: string, lang: 'nl' | 'en', client: string): Promise<Buffer> {
    if (!this.options.executable)
      throw new AppError('pdf_unavailable', 'PDFs need a Chromium on the server: install it (apt-get install chromium) or set CHROMIUM_PATH.');
    const mine = this.byClient.get(client) ?? 0;
    if (mine >= this.perClientMax)
      throw new AppError('pdf_busy', `Your ${mine} PDFs are being made just now; ask for another when one of them is done.`);
    this.byClient.set(client, mine + 1);
    try {
      return await this.printInSlot(origin, url, lang);
    } finally {
      const left = (this.byClient.get(client) ?? 1) - 1;
      if (left) this.byClient.set(client, left);
      else this.byClient.delete(client);
    }
  }

  private async printInSlot(origin: string, url: string, lang: 'nl' | 'en'): Promise<Buffer> {
    await this.slot();
    let context: BrowserContext | null = null;
    let generation = -1;
    try {
      const browser = await this.launch();
      generation = this.generation;
      context = await browser.newContext({
        locale: lang === 'en' ? 'en-GB' : 'nl-NL',
        viewport: { width: 1000, height: 1400 },
        extraHTTPHeaders: { [PRINT_HEADER]: this.secret },
      });
      await context.route('**/*', (route) => {
        const target = route.request().url();
        return target.startsWith(`${origin}/`) || target.startsWith('data:') || target.startsWith('blob:') ? route.continue() : route.abort();
      });
      // the page loads what it otherwise loads on scrolling (maps) at once: a printed page has no viewport to scroll
      await context.addInitScript(() => Object.assign(globalThis, { plotwisePrint: true }));
      const page = await context.newPage();
      page.setDefaultTimeout(this.timeoutMs);
      await page.goto(url, { waitUntil: 'load' });
      // Ready: a screen is shown, nothing is loading any more (lazy sections, plans), images and fonts are in, and
      // the page's height held still over two looks (a section whose code arrives later changes it).
      await page.waitForFunction(
        () => {
          const w = window as { printHeight?: number };
          const ready =
            !!document.querySelector('[data-screen]') &&
            !document.querySelector('[data-screen] .mantine-Loader-root') &&
            [...document.images].every((i) => i.complete) &&
            document.fonts.status === 'loaded';
          const height = ready ? document.body.scrollHeight : -1;
          const still = height > 0 && w.printHeight === height;
          w.printHeight = height;
          return still;
        },
        null,
        { polling: 150 },
      );
      if (await page.locator('[data-testid="pub-not-found"]').count()) throw notFound('publications');
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '12mm', bottom: '16mm', left: '10mm', right: '10mm' },
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate:
          '<div style="font-size:8px;width:100%;text-align:right;padding:0 10mm;color:#666"><span class="pageNumber"></span> / <span class="totalPages"></span></div>',
      });
    } catch (e) {
      if (e instanceof AppError) throw e;
      if (this.stoppedForMemory.has(generation))
        throw new AppError(
          'pdf_failed',
          `This page needs more memory to print than the server allows (${Math.round(this.options.memoryLimitBytes! / 2 ** 20)} MB): show fewer or smaller images in it.`,
          { reason: 'memory' },
        );
      this.options.log.warn({ err: e }, 'printing a publication to PDF failed');
      throw new AppError('pdf_failed', 'The PDF could not be made just now; try again in a moment.');
    } finally {
      await context?.close().catch(() => undefined);
      this.release();
    }
  }

  /** Close the browser (server shutdown). */
  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    this.stopWatching();
    const b = this.browser;
    this.browser = null;
    if (b) await (await b.catch(() => null))?.close().catch(() => undefined);
  }

  private launch(): Promise<Browser> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    if (!this.browser) {
      const started = import('playwright-core').then(({ chromium }) =>
        chromium.launch({
          executablePath: this.options.executable!,
          // the sandbox cannot start as root (containers); as any other user it stays on
          args: [
            '--headless',
            '--disable-gpu',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            this.marker,
            ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
            // last: no omnibox popup renderer for each PDF's browser context (about 0.8 s of CPU a PDF)
            HEADLESS_DISABLE_FEATURES,
          ],
        }),
      );
      this.browser = started;
      const generation = ++this.generation;
      // a browser that could not start, or that ended, is started again on the next PDF
      started.then(
        (b) => {
          this.startWatching(generation);
          b.on('disconnected', () => {
            if (this.browser === started) this.browser = null;
            if (this.generation === generation) this.stopWatching();
          });
        },
        () => this.browser === started && (this.browser = null),
      );
    }
    return this.browser;
  }

  /**
   * Read the browser's memory (its process and all below it) every memoryPollMs; past the limit stop it at once, so
   * that a page of huge images cannot take the server's memory (a 16 000 x 16 000 image decodes to 1 GB). The PDFs it
   * was printing fail with a message that says why; the next PDF starts a new browser.
   */
  private startWatching(generation: number): void {
    const limit = this.options.memoryLimitBytes;
    const root = limit === undefined ? null : childWithArgument(process.pid, this.marker);
    if (root === null) return;
    this.stopWatching();
    this.watch = setInterval(() => {
      const tree = processTree(root);
      const bytes = memoryBytes(tree);
      this.peakMemoryBytes = Math.max(this.peakMemoryBytes, bytes);
      if (bytes <= limit!) return;
      this.stoppedForMemory.add(generation);
      this.stopWatching();
      this.options.log.warn({ memoryBytes: bytes, limitBytes: limit }, "the PDF printer's browser passed its memory limit and was stopped");
      for (const pid of tree) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // ended already
        }
      }
    }, this.options.memoryPollMs ?? 100);
    this.watch.unref();
  }

  private stopWatching(): void {
    if (this.watch) clearInterval(this.watch);
    this.watch = null;
  }

  private async slot(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      return;
    }
    if (this.waiting.length >= this.queueMax) throw new AppError('pdf_busy', 'Many PDFs are being made just now; try again in a moment.');
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) return next(); // the slot passes on
    this.running--;
    if (this.running === 0 && this.browser) {
      this.idle = setTimeout(() => void this.close(), this.idleMs);
      this.idle.unref();
    }
  }
}
