-- 0023 (issue #16 item 3): credentials a company enters for remote registers (the Kadaster's BRK Bevragen API key).
-- Kept out of the entity model on purpose: they are written by a company admin and never sent back to any client.
CREATE TABLE "company_secrets" (
  "company_id" integer PRIMARY KEY REFERENCES "companies"(id) ON DELETE CASCADE,
  "brk_api_key" text,
  "updated_at" timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE "company_secrets" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "company_secrets" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
GRANT SELECT, INSERT, UPDATE, DELETE ON "company_secrets" TO plotwise_app;
