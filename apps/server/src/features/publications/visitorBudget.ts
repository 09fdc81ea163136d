import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';

/**
 * What signed-out visitors may store: survey answers and notes on published pages. The per-minute rate limit of
 * those routes bounds requests per address; these bound the characters kept, per address, per publication and for
 * the whole server, so that one address (or many) cannot fill a company's answers and the database. Past a bound the
 * write is refused whole with 429 rate_limited and a Retry-After, and the log says which bound was hit.
 */
export type VisitorBudgetConfig = Pick<Config, 'VISITOR_CHARS_PER_ADDRESS_PER_DAY' | 'VISITOR_CHARS_PER_PUBLICATION_PER_DAY' | 'VISITOR_CHARS_PER_SERVER_PER_HOUR'>;

const DAY_MS = 24 * 3600_000;

/** The characters a survey sending stores. */
export const answerChars = (answers: readonly { value: string }[]) => answers.reduce((n, a) => n + a.value.length, 0);

/** Characters of survey answers stored for a publication in the last day. */
async function publicationChars(db: Db, publicationId: number): Promise<number> {
  const [row] = await db.query<{ chars: string }>(
    `SELECT coalesce(sum(length(a.value)), 0)::bigint AS chars FROM survey_answers a
       JOIN survey_questions q ON q.id = a.surveyquestion_id JOIN section_cfgs c ON c.id = q.section_cfg_id JOIN sections s ON s.id = c.section_id
      WHERE s.publication_id = $1 AND a.created_at > now() - interval '1 day'`,
    [publicationId],
  );
  return Number(row?.chars ?? 0);
}

/** Characters visitors stored on this database in the last hour: survey answers and notes without an author. */
async function serverChars(db: Db): Promise<number> {
  const [row] = await db.query<{ chars: string }>(
    `SELECT (SELECT coalesce(sum(length(value)), 0) FROM survey_answers WHERE created_at > now() - interval '1 hour')
          + (SELECT coalesce(sum(length(coalesce(name, '')) + length(coalesce(description, ''))), 0) FROM notes
              WHERE created_by_user_id IS NULL AND created_at > now() - interval '1 hour') AS chars`,
  );
  return Number(row?.chars ?? 0);
}

export class VisitorBudget {
  /** per address: characters stored in the current day's window (kept in this process, like the rate limiter's counts) */
  private readonly byAddress = new Map<string, { since: number; chars: number }>();

  constructor(
    private readonly config: VisitorBudgetConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Refuse (429) a write of `chars` characters from `address` that would pass a bound; else count it for the
   * address. `publicationId`: the publication a survey answer belongs to (notes have none).
   */
  async admit(db: Db, address: string, chars: number, publicationId: number | null): Promise<void> {
    const now = Date.now();
    let mine = this.byAddress.get(address);
    if (!mine || now - mine.since > DAY_MS) mine = { since: now, chars: 0 };
    if (mine.chars + chars > this.config.VISITOR_CHARS_PER_ADDRESS_PER_DAY)
      this.refuse('address', Math.ceil((mine.since + DAY_MS - now) / 1000), { address });
    if (publicationId !== null && (await publicationChars(db, publicationId)) + chars > this.config.VISITOR_CHARS_PER_PUBLICATION_PER_DAY)
      this.refuse('publication', 3600, { publicationId });
    if ((await serverChars(db)) + chars > this.config.VISITOR_CHARS_PER_SERVER_PER_HOUR) this.refuse('server', 600, {});
    mine.chars += chars;
    this.byAddress.set(address, mine);
    this.prune(now);
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
