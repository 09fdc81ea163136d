import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { publicationChars, serverChars } from './visitorChars';

/**
 * What signed-out visitors may store: survey answers and notes on published pages. The per-minute rate limit of
 * those routes bounds requests per address; these bound the characters kept, per address, per publication and for
 * the whole server, so that one address (or many) cannot fill a company's answers and the database. Past a bound the
 * write is refused whole with 429 rate_limited and a Retry-After, and the log says which bound was hit. What a
 * publication keeps in all is capped too (429 visitor_storage_full): the day's bound alone let it grow every day.
 */
export type VisitorBudgetConfig = Pick<
  Config,
  'VISITOR_CHARS_PER_ADDRESS_PER_DAY' | 'VISITOR_CHARS_PER_PUBLICATION_PER_DAY' | 'VISITOR_CHARS_PER_PUBLICATION_TOTAL' | 'VISITOR_CHARS_PER_SERVER_PER_HOUR'
>;

const DAY_MS = 24 * 3600_000;

/** The characters a survey sending stores. */
export const answerChars = (answers: readonly { value: string }[]) => answers.reduce((n, a) => n + a.value.length, 0);

export class VisitorBudget {
  /** per address: characters stored in the current day's window (kept in this process, like the rate limiter's counts) */
  private readonly byAddress = new Map<string, { since: number; chars: number }>();

  constructor(
    private readonly config: VisitorBudgetConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Refuse (429) a write of `chars` characters from `address` that would pass a bound; else count it for the
   * address. `publicationIds`: the publications the write counts for (a survey answer's; the ones showing a note's
   * location).
   */
  async admit(db: Db, address: string, chars: number, publicationIds: readonly number[]): Promise<void> {
    const now = Date.now();
    let mine = this.byAddress.get(address);
    if (!mine || now - mine.since > DAY_MS) mine = { since: now, chars: 0 };
    if (mine.chars + chars > this.config.VISITOR_CHARS_PER_ADDRESS_PER_DAY)
      this.refuse('address', Math.ceil((mine.since + DAY_MS - now) / 1000), { address });
    for (const publicationId of publicationIds) {
      const stored = await publicationChars(db, publicationId);
      if (stored.total + chars > this.config.VISITOR_CHARS_PER_PUBLICATION_TOTAL) this.full(publicationId);
      if (stored.day + chars > this.config.VISITOR_CHARS_PER_PUBLICATION_PER_DAY) this.refuse('publication', 3600, { publicationId });
    }
    if ((await serverChars(db)) + chars > this.config.VISITOR_CHARS_PER_SERVER_PER_HOUR) this.refuse('server', 600, {});
    mine.chars += chars;
    this.byAddress.set(address, mine);
    this.prune(now);
  }

  /** The publication keeps all it may of visitors' answers and notes: room comes only when its company removes some. */
  private full(publicationId: number): never {
    const limit = this.config.VISITOR_CHARS_PER_PUBLICATION_TOTAL;
    this.log.warn({ visitorBudget: 'publication_total', publicationId }, 'visitor writes: a publication keeps all it may, a write was refused');
    throw new AppError('visitor_storage_full', 'This page takes no more answers or notes.', { bound: 'publication_total', limit, retryAfter: 24 * 3600 });
  }

  private refuse(bound: 'address' | 'publication' | 'server', retryAfterSeconds: number, about: Record<string, unknown>): never {
    this.log.warn({ visitorBudget: bound, ...about }, `visitor writes: the ${bound} bound was hit, a write was refused`);
    const what = { address: 'from your address today', publication: 'for this survey today', server: 'on this server this hour' }[bound];
    throw new AppError('rate_limited', `Too many answers were sent ${what}; try again later.`, { bound, retryAfter: retryAfterSeconds });
  }

  /** Forget addresses whose day is over, so the map holds only today's writers. */
  private prune(now: number): void {
    if (this.byAddress.size < 10_000) return;
    for (const [address, entry] of this.byAddress) if (now - entry.since > DAY_MS) this.byAddress.delete(address);
  }
}
