// oidc-provider ships no types; this declares the little of it the SSO tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface IssueOptions {
    use?: string;
    expiresAt?: number | null;
  }
  interface IdTokenInstance {
    client: unknown;
  }
  interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
    IdToken: { prototype: IdTokenInstance & { issue(this: IdTokenInstance, options?: IssueOptions): Promise<string> } };
    Client: { find(id: string): Promise<unknown> };
    Grant: new (init: { clientId: string; accountId: string }) => GrantInstance;
  }
}
