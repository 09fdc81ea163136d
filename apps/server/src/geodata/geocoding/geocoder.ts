import type { AddressLookupResponse, AddressReverseResponse, AddressSearchResponse, LatLon } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { RemoteServiceError, type HttpOptions } from '../pdok/httpClient';
import { LocatieserverClient } from '../pdok/locatieserver';
import { LocalGeocoder } from './localGeocoder';

/** `auto`: PDOK first, our own BAG tables when it cannot be reached; `pdok`: PDOK only; `local`: never online. */
type GeocoderMode = 'auto' | 'pdok' | 'local';

export interface GeocoderOptions {
  mode: GeocoderMode;
  locatieserverUrl: string;
  timeoutMs: number;
  /** after PDOK failed, answer locally for this long before trying it again (default 60 s) */
  coolDownMs?: number;
  http?: HttpOptions;
  now?: () => number;
}

const unavailable = (e: RemoteServiceError) =>
  new AppError('service_unavailable', `The PDOK Locatieserver cannot be reached (${e.message}); try again later`);

/**
 * The map's address search. In `auto` mode an unreachable or failing Locatieserver is remembered for a
 * while, so offline users are not kept waiting on a timeout at every keystroke.
 */
export class Geocoder {
  private readonly pdok: LocatieserverClient;
  private readonly local: LocalGeocoder;
  private pdokDownUntil = 0;

  constructor(
    db: Db,
    private readonly opts: GeocoderOptions,
  ) {
    // interactive: one attempt with a short timeout; the fallback is the retry
    this.pdok = new LocatieserverClient(opts.locatieserverUrl, { retries: 0, timeoutMs: opts.timeoutMs, ...opts.http });
    this.local = new LocalGeocoder(db);
  }

  private now() {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  /** Run `remote` on PDOK when the mode allows it; fall back to `offline` in auto mode when PDOK fails. */
  private async either<T>(remote: () => Promise<T>, offline: () => Promise<T>): Promise<{ source: 'pdok' | 'local'; value: T }> {
    if (this.opts.mode === 'local' || (this.opts.mode === 'auto' && this.now() < this.pdokDownUntil)) return { source: 'local', value: await offline() };
    try {
      return { source: 'pdok', value: await remote() };
    } catch (e) {
      // a redirect to another host is PDOK failing as well (nothing was sent there): the local answer
      const redirected = e instanceof AppError && e.code === 'upstream_redirect_refused';
      if (!(e instanceof RemoteServiceError) && !redirected) throw e;
      if (this.opts.mode === 'pdok') throw e instanceof RemoteServiceError ? unavailable(e) : e;
      this.pdokDownUntil = this.now() + (this.opts.coolDownMs ?? 60_000);
      return { source: 'local', value: await offline() };
    }
  }

  async search(q: string, limit: number, mode: 'suggest' | 'free' = 'suggest'): Promise<AddressSearchResponse> {
    const r = await this.either(
      async () => (mode === 'free' ? await this.pdok.free(q, limit) : await this.pdok.suggest(q, limit)).map(({ id, type, label }) => ({ id, type, label })),
      () => this.local.search(q, limit),
    );
    return { source: r.source, suggestions: r.value };
  }

  async lookup(id: string): Promise<AddressLookupResponse> {
    if (id.startsWith('local:')) {
      const hit = await this.local.lookup(id);
      if (!hit) throw new AppError('not_found', `No address with id ${id}`);
      return { source: 'local', ...hit };
    }
    if (this.opts.mode === 'local') throw new AppError('not_found', `No address with id ${id} (the geocoder is local; ids of local answers start with local:)`);
    try {
      const hit = await this.pdok.lookup(id);
      if (!hit) throw new AppError('not_found', `No address with id ${id}`);
      return { source: 'pdok', ...hit };
    } catch (e) {
      // a PDOK id cannot be answered from our tables
      if (e instanceof RemoteServiceError) throw unavailable(e);
      throw e;
    }
  }

  async reverse(at: LatLon, limit: number): Promise<AddressReverseResponse> {
    const r = await this.either(
      () => this.pdok.reverse(at, limit),
      () => this.local.reverse(at, limit),
    );
    return { source: r.source, results: r.value };
  }
}
