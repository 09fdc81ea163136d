import * as oidc from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

/** The relying party as configured: whether SSO is on, the callback URL, and the issuer's metadata. */
export interface OidcClient {
  readonly enabled: boolean;
  readonly redirectUri: string;
  /** The discovered client configuration (cached; a failed discovery is retried on the next call). */
  configuration(): Promise<oidc.Configuration>;
}

// Plain http is for an issuer on this machine only (development and tests); anything else must be https,
// which openid-client enforces by default.
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** The OpenID Connect relying party of OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET. */
export function createOidcClient(
  config: Pick<Config, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'PUBLIC_URL'>,
  log: FastifyBaseLogger,
): OidcClient {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: secret } = config;
  const redirectUri = `${config.PUBLIC_URL.replace(/\/+$/, '')}/api/auth/sso/callback`;
  const enabled = !!(issuer && clientId && secret);
  if (!enabled && (issuer || clientId || secret))
    log.warn('single sign-on is off: it needs all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  let cached: Promise<oidc.Configuration> | null = null;
  return {
    enabled,
    redirectUri,
    configuration() {
      if (!enabled) return Promise.reject(new Error('single sign-on is not configured'));
      const server = new URL(issuer!);
      cached ??= oidc
        .discovery(server, clientId!, { client_secret: secret! }, oidc.ClientSecretPost(secret!), {
          timeout: 10,
          ...(isLoopback(server) && server.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .catch((err: unknown) => {
          cached = null;
          throw err;
        });
      return cached;
    },
  };
}
