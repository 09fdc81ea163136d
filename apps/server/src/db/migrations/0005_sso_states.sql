-- 0005: single sign-on attempts in flight. `id` is the SHA-256 of the OAuth `state`, which the browser
-- also holds in an HttpOnly cookie; nonce and PKCE verifier never leave the server. Rows are deleted
-- when used (single use) and when expired.
CREATE TABLE "sso_states" (
  "id" text PRIMARY KEY,
  "nonce" text NOT NULL,
  "code_verifier" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "expires_at" timestamptz NOT NULL
);
CREATE INDEX "sso_states_expires_at_idx" ON "sso_states" ("expires_at");
