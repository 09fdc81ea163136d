import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { recordAudit } from '../audit';
import { createSession, deleteSession } from '../sessions';
import { SESSION_COOKIE } from '../../http/sessionCookie';
import { authRoutes, type SsoErrorCode } from '@plotwise/contracts';
import { matchSsoUser } from './matchSsoUser';
import { createOidcClient } from './oidcClient';
import { saveSsoState, SSO_STATE_MINUTES, takeSsoState } from './ssoStates';
import { noteSsoSignIn } from './noteSsoSignIn';
import { serve } from '../../http/serve';

/** The cookie that binds a sign-in attempt to the browser that started it (against login CSRF). */
const SSO_STATE_COOKIE = 'sso_state';
const COOKIE_PATH = '/api/auth/sso';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

// openid-client wraps the precise reason (e.g. which claim failed) in `cause`; the audit log wants it.
const errorChain = (err: unknown) => {
  const parts: string[] = [];
  for (let e = err; e instanceof Error && parts.length < 3; e = e.cause) {
    parts.push(e.message);
    // an error answer of the issuer (e.g. the user cancelled: access_denied) carries its OAuth error code
    if ('error' in e && typeof e.error === 'string') parts.push(e.error);
  }
  return parts.join(': ').slice(0, 300) || 'token_error';
};

/** GET /api/auth/sso/config, /start and /callback: directory single sign-on over OpenID Connect (docs/security.md). */
export function registerSsoRoutes(app: FastifyInstance, db: Db, config: Config) {
  const client = createOidcClient(config, app.log);
  const secure = (req: FastifyRequest) => (config.COOKIE_SECURE === 'auto' ? req.protocol === 'https' : config.COOKIE_SECURE === 'true');

  /** Every failure ends here: audited, the attempt cookie dropped, and the web told a stable code. */
  const fail = async (
    req: FastifyRequest,
    reply: FastifyReply,
    code: SsoErrorCode,
    reason: string,
    who: { userId?: number; companyId?: number; email?: unknown } = {},
  ) => {
    req.log.info({ code, reason }, 'single sign-on failed');
    await recordAudit(db, {
      kind: 'sso_failed',
      userId: who.userId ?? null,
      companyId: who.companyId ?? null,
      ip: req.ip,
      detail: { code, reason, ...(typeof who.email === 'string' ? { email: who.email } : {}) },
    });
    void reply.clearCookie(SSO_STATE_COOKIE, { path: COOKIE_PATH });
    return reply.redirect(`/login?error=${code}`, 302);
  };

  serve(app, authRoutes.ssoConfig, async () => ({ enabled: client.enabled }));

  // each start writes a pending attempt: limit per client address; both redirect themselves (302)
  const startLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  serve(app, authRoutes.ssoStart, async (_, req, reply) => {
    if (!client.enabled) return fail(req, reply, 'sso_not_configured', 'not_configured');
    let configuration: oidc.Configuration;
    try {
      configuration = await client.configuration();
    } catch (err) {
      req.log.error({ err }, 'OpenID Connect discovery failed');
      return fail(req, reply, 'sso_not_configured', 'discovery_failed');
    }
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await saveSsoState(db, state, { nonce, codeVerifier });
    // SameSite=Lax still comes along on the issuer's top-level redirect back to the callback.
    void reply.setCookie(SSO_STATE_COOKIE, state, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secure(req),
      path: COOKIE_PATH,
      maxAge: SSO_STATE_MINUTES * 60,
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: client.redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return reply.header('Cache-Control', 'no-store').redirect(url.href, 302);
  }, startLimit);

  serve(app, authRoutes.ssoCallback, async (_, req, reply) => {
    if (!client.enabled) return fail(req, reply, 'sso_not_configured', 'not_configured');
    const query = new URL(req.url, 'http://callback.invalid').searchParams;
    const state = query.get('state') ?? '';
    const cookieState = req.cookies[SSO_STATE_COOKIE] ?? '';
    // The state must be the one this browser was given at start, and still unused and fresh.
    if (!state || !cookieState || !sameText(state, cookieState)) return fail(req, reply, 'sso_state', 'state_mismatch');
    const attempt = await takeSsoState(db, state);
    if (!attempt) return fail(req, reply, 'sso_state', 'state_unknown_used_or_expired');

    let claims: Record<string, unknown>;
    try {
      const configuration = await client.configuration();
      // The callback URL as registered, never as the Host header says: it is sent back to the issuer.
      const currentUrl = new URL(client.redirectUri);
      currentUrl.search = query.toString();
      // openid-client checks issuer, audience (azp), signature, expiry, nonce, state, and the PKCE code exchange.
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      claims = { ...tokens.claims() };
      // Many issuers put profile claims only in UserInfo when a code flow also yields an access token;
      // UserInfo comes straight from the issuer over TLS and must be about the same subject (`sub`).
      if ((claims.email === undefined || claims.email_verified === undefined) && configuration.serverMetadata().userinfo_endpoint) {
        const info = await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub));
        claims.email ??= info.email;
        claims.email_verified ??= info.email_verified;
      }
    } catch (err) {
      req.log.warn({ err }, 'OpenID Connect token validation failed');
      return fail(req, reply, 'sso_token', errorChain(err));
    }

    const match = await matchSsoUser(db, claims);
    if (!match.ok) return fail(req, reply, match.code, match.reason, { ...match, email: claims.email });

    // A session the browser may still hold (perhaps planted) is not carried over into the new sign-in.
    await deleteSession(db, req.cookies[SESSION_COOKIE]);
    const token = await createSession(db, match.userId, match.companyId, config.SESSION_DAYS);
    await noteSsoSignIn(db, match.userId);
    await recordAudit(db, {
      kind: 'sso_login',
      userId: match.userId,
      companyId: match.companyId,
      ip: req.ip,
      detail: { issuer: claims.iss, sub: claims.sub },
    });
    void reply.clearCookie(SSO_STATE_COOKIE, { path: COOKIE_PATH });
    void reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secure(req),
      path: '/',
      maxAge: config.SESSION_DAYS * 24 * 3600,
    });
    return reply.header('Cache-Control', 'no-store').redirect('/', 302);
  });
}
