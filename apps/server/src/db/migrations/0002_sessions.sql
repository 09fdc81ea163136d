-- 0002: server-side sessions. The cookie holds a random token; only its SHA-256 is stored.
CREATE TABLE "sessions" (
  "id" text PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"(id) ON DELETE CASCADE,
  "company_id" integer NOT NULL REFERENCES "companies"(id) ON DELETE CASCADE,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "last_seen_at" timestamptz NOT NULL DEFAULT now(),
  "expires_at" timestamptz NOT NULL
);
CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id");
