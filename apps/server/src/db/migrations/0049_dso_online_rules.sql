-- 0049 (issue #21 item 2): the online Omgevingswet sources (docs/geodata.md "DSO adapters").
-- The company's DSO API key beside its other credentials: written by a company admin, never answered.
ALTER TABLE "company_secrets" ADD COLUMN "dso_api_key" text;

-- The rules read online for a location, one row per document (an omgevingsplan regeling from DSO Presenteren v8, or
-- an IMRO plan from Ruimtelijke Plannen v4) with the API it came from and the version it is. A new successful fetch
-- replaces the location's rows; a failed one leaves them, so the last good version stays with its date.
CREATE TABLE "location_online_rules" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "location_id" integer NOT NULL REFERENCES "locations" ("id") ON DELETE CASCADE,
  "source" text NOT NULL CHECK ("source" IN ('dso_presenteren_v8', 'ruimtelijke_plannen_v4')),
  "document" text NOT NULL,
  "title" text,
  "version" text,
  "version_date" text,
  "fetched_at" timestamptz NOT NULL DEFAULT now(),
  "data" jsonb NOT NULL,
  UNIQUE ("location_id", "source", "document")
);
CREATE INDEX "location_online_rules_company_idx" ON "location_online_rules" ("company_id");
GRANT SELECT, INSERT, UPDATE, DELETE ON "location_online_rules" TO plotwise_app;
GRANT USAGE, SELECT ON SEQUENCE "location_online_rules_id_seq" TO plotwise_app;
ALTER TABLE "location_online_rules" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "location_online_rules" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
