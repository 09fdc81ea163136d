import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config';
import type { Db } from '../db/database';
import { buildApp } from '../app/buildApp';
import { hashPassword } from '../auth/passwords';
import { systemActor } from '../auth/sessions';
import { licenceTiers, users } from '@plotwise/contracts';
import { newKey, Repository } from '../entities/repository';
import { parseWrite } from '../entities/parseWrite';
import { freshDatabase } from './templateDb';

export const TEST_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | null = null;

export interface TestUser {
  id: number;
  email: string;
  cookie: string;
}
export interface TestCompany {
  id: number;
  admin: TestUser;
  user: TestUser;
}

/** A server on a fresh database, driven in-process with `inject` (no network, real SQL). */
export class TestApp {
  private constructor(
    readonly app: FastifyInstance,
    readonly db: Db,
    private readonly drop: () => Promise<void>,
  ) {}

  /** Start on a fresh test database, or on the one given (a migrated database of the caller's own server). */
  static async start(env: Record<string, string> = {}, database?: { db: Db; drop: () => Promise<void> }, options: { /** the app's read replica (DATABASE_READ_URL) */ readDb?: Db } = {}): Promise<TestApp> {
    const { db, drop } = database ?? (await freshDatabase());
    // no stored search index unless a test asks for one: test databases are copies, reset and reused
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', AUTH_RATE_LIMIT_PER_MINUTE: '100000', SEARCH_INDEX_DIR: 'off', TILE_ARCHIVE_DIR: 'off', ...env });
    // every declared route's answer is checked against its contract in every API test
    const app = await buildApp(db, config, { checkAnswers: true, readDb: options.readDb });
    return new TestApp(app, db, drop);
  }

  async stop() {
    await this.app.close();
    await this.drop();
  }

  /** Create a company with a company admin and an ordinary user, both signed in. */
  async company(name: string, opts: { staff?: boolean; licence?: number } = {}): Promise<TestCompany> {
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const hash = await passwordHash;
    const [{ id }] = (await this.db.query<{ id: number }>(
      `INSERT INTO companies (name, key, subscription, licence, archived) VALUES ($1, $2, 'none', $3, false) RETURNING id`,
      [name, newKey(), opts.licence ?? licenceTiers.premium],
    )) as [{ id: number }];
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const mk = async (role: string, isAdmin: boolean) => {
      const email = `${role}@${slug}.test`;
      // created through the data layer, as the product does, so that the user gets its default configuration
      const system = systemActor(id);
      const body = { email, first_name: role, last_name: 'Test', is_staff: isAdmin && !!opts.staff, is_admin: isAdmin };
      const uid = await new Repository(this.db).create(users, system, parseWrite(users, body, 'create'), { password_hash: hash });
      const res = await this.request('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      const cookie = String(res.headers['set-cookie']).split(';')[0]!;
      return { id: uid, email, cookie };
    };
    return { id, admin: await mk('admin', true), user: await mk('user', false) };
  }

  request(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    opts: { as?: TestUser; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    // what the web app sends on every call (CSRF defence); tests of the defence pass headers of their own
    const headers: Record<string, string> = { 'x-requested-with': 'plotwise-test', ...opts.headers };
    if (opts.as) headers.cookie = opts.as.cookie;
    let payload: string | undefined;
    if (opts.rawBody !== undefined) payload = opts.rawBody;
    else if (opts.body !== undefined) payload = JSON.stringify(opts.body);
    if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    return this.app.inject({ method, url, headers, payload });
  }

  /** Request and parse JSON, failing loudly on an unexpected status. */
  async json<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    as: TestUser,
    body?: unknown,
    expectStatus?: number,
  ): Promise<T> {
    const res = await this.request(method, url, { as, body });
    const want = expectStatus ?? (method === 'POST' ? 201 : 200);
    if (res.statusCode !== want) throw new Error(`${method} ${url} -> ${res.statusCode} (wanted ${want}): ${res.body}`);
    return res.body ? (JSON.parse(res.body) as T) : (undefined as T);
  }
}

/** Create one record of each parent entity the samples need, as the company's user (custom fields: its admin). */
export async function createParents(t: TestApp, company: TestCompany) {
  const user = company.user;
  const id = async (entity: string, body: unknown, as = user) => (await t.json<{ id: number }>('POST', `/api/${entity}/list`, as, body)).id;
  const locationId = await id('locations', { name: 'Oostenburg', lat: 52.3707, lon: 4.9262 });
  return {
    locationId,
    conceptId: await id('concepts', { name: 'Variant A', locationId }),
    labelId: await id('labels', { name: 'Prioriteit' }),
    moreLabelIds: [await id('labels', { name: 'Kansrijk' }), await id('labels', { name: 'Later' })] as [number, number],
    publicationId: await id('publications', { name: 'Publicatie', type: 'location' }),
    customfieldId: await id('customfields', { name: 'Status', type: 3 }, company.admin),
  };
}
