-- 0018: publications (issue #19).
-- Visits of a published publication's public page, one counter row per publication: the overview shows them.
-- Written by the public page endpoint (features/publications), which runs without a tenant; read by the company.
CREATE TABLE "publication_visits" (
  "publication_id" integer PRIMARY KEY REFERENCES "publications" ("id") ON DELETE CASCADE,
  "company_id" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "visits" integer NOT NULL DEFAULT 0,
  "last_visit_at" timestamptz
);
CREATE INDEX "publication_visits_company_idx" ON "publication_visits" ("company_id");
GRANT SELECT, INSERT, UPDATE, DELETE ON "publication_visits" TO plotwise_app;
ALTER TABLE "publication_visits" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "publication_visits" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);

-- A visitor of a published search query who accepts or rejects a location has no user row: the status change of
-- the location's activity keeps the name the visitor gave.
ALTER TABLE "location_pipeline_changes" ADD COLUMN "visitor_name" text;
