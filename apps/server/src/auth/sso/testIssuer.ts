import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the test issuer says about an account (the ID token claims besides `sub`). */
export interface TestAccount {
  email?: string;
  email_verified?: unknown;
}

/** Misbehaviours the test issuer can be told to show in the next ID tokens it signs. */
export interface IssuerFaults {
  /** sign the ID token for this other registered client id (a wrong audience) */
  audience?: string;
  /** sign an ID token that expired this many seconds ago */
  expiredSecondsAgo?: number;
}

interface ProviderContext {
  oidc: { client: { clientId: string }; session: { accountId: string }; provider: Provider };
}

export const TEST_CLIENT_ID = 'plotwise';
export const TEST_CLIENT_SECRET = 'plotwise-test-secret';
export const OTHER_CLIENT_ID = 'another-app';

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1, with our client registered, development
 * login screens, and consent granted automatically; `signIn` plays the browser.
 */
export class TestIssuer {
  readonly accounts = new Map<string, TestAccount>();
  faults: IssuerFaults = {};
  private constructor(
    private readonly server: ReturnType<typeof createServer>,
    readonly issuer: string,
    private readonly redirectUri: string,
  ) {}

  static async start(redirectUri: string): Promise<TestIssuer> {
    let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
    const server = createServer((req, res) => handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const t = new TestIssuer(server, issuer, redirectUri);
    const key = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig' };
    const client = (client_id: string, client_secret: string) => ({
      client_id,
      client_secret,
      redirect_uris: [redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    });
    const provider = new Provider(issuer, {
      clients: [client(TEST_CLIENT_ID, TEST_CLIENT_SECRET), client(OTHER_CLIENT_ID, 'another-secret')],
      jwks: { keys: [key] },
      cookies: { keys: ['test-cookie-key'] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      features: { devInteractions: { enabled: true } },
      findAccount: (_ctx: unknown, id: string) => {
        const account = t.accounts.get(id);
        return account && { accountId: id, claims: () => ({ sub: id, ...account }) };
      },
      // A first-party client: consent is implied, as with an organisation's own directory.
      loadExistingGrant: async (ctx: ProviderContext) => {
        const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
    });
    // Faults are staged inside the provider's own signing (its keys, its code): oidc-provider has no setting
    // to sign for another audience or with an expiry in the past (its TTLs must be positive).
    const issue = provider.IdToken.prototype.issue;
    provider.IdToken.prototype.issue = async function (options) {
      if (options?.use === 'idtoken') {
        if (t.faults.audience) this.client = await provider.Client.find(t.faults.audience);
        if (t.faults.expiredSecondsAgo) options = { ...options, expiresAt: Math.floor(Date.now() / 1000) - t.faults.expiredSecondsAgo };
      }
      return issue.call(this, options);
    };
    handle = provider.callback();
    return t;
  }

  /**
   * Play the browser from the authorization URL: sign in at the issuer as `accountId` through its login
   * form (cookies kept), and return the URL the issuer finally redirects to (our callback).
   */
  async signIn(authorizationUrl: string, accountId: string, options: { cancel?: boolean } = {}): Promise<URL> {
    const jar = new Map<string, string>();
    const go = async (url: URL, init: RequestInit = {}) => {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie } });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      return res;
    };
    let url = new URL(authorizationUrl);
    let res = await go(url);
    for (let hop = 0; hop < 12; hop++) {
      const location = res.headers.get('location');
      if (!location) throw new Error(`issuer stopped at ${url.href} (${res.status}): ${(await res.text()).slice(0, 500)}`);
      url = new URL(location, url);
      if (url.href.startsWith(this.redirectUri)) return url;
      if (options.cancel && /^\/interaction\/[^/]+$/.test(url.pathname)) {
        res = await go(new URL(`${url.pathname}/abort`, url)); // the user presses "cancel"
      } else if (/^\/interaction\/[^/]+$/.test(url.pathname)) {
        const page = await (await go(url)).text();
        const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
        const form: Record<string, string> = prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt: prompt ?? 'consent' };
        res = await go(url, {
          method: 'POST',
          body: new URLSearchParams(form).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      } else res = await go(url);
    }
    throw new Error('too many redirects at the issuer');
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
