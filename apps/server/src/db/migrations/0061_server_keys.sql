-- Secrets of the server itself (not of a company), made on first use and shared by every server on this database.
-- mail_bounce signs the envelope sender of each mail (VERP, mail/bounces/verp.ts), so that a delivery report is
-- believed only for the address its mail was sent to.
CREATE TABLE "server_keys" (
  "name" text PRIMARY KEY,
  "secret" bytea NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
