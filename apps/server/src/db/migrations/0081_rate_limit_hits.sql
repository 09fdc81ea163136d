-- Issue #44 item 5: the per-minute rate limits (sign-in, password reset, SSO start, a visitor's writes, error entries)
-- counted in the database when RATE_LIMIT_STORE=database, so that N app servers on one PostgreSQL allow what one does
-- instead of N times it. One row per limit and client key (`{method}{route}-{address}`): its window's start and hits.
-- No company: a client before sign-in has none. Rows of windows long over are removed by the store itself.
CREATE TABLE "rate_limit_hits" (
  "key" text PRIMARY KEY,
  "window_start" timestamptz NOT NULL,
  "hits" integer NOT NULL
);
CREATE INDEX "rate_limit_hits_window_start_idx" ON "rate_limit_hits" ("window_start");
