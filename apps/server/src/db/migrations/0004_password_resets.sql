-- 0004: password reset keys. The mailed key is random; only its SHA-256 is stored, so a copy of the
-- database cannot be used to take over accounts. One live key per user: a new request replaces the old.
CREATE TABLE "password_resets" (
  "id" text PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"(id) ON DELETE CASCADE,
  "company_id" integer NOT NULL REFERENCES "companies"(id) ON DELETE CASCADE,
  -- SHA-256 of the user's password hash and email when the key was made: a later password or email
  -- change (by any code path) makes the key worthless without having to remember to delete it.
  "fingerprint" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "expires_at" timestamptz NOT NULL
);
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" ("user_id");
CREATE INDEX "password_resets_company_id_idx" ON "password_resets" ("company_id");
