-- 0006: Row-Level Security, the second wall between companies (docs/security.md).
-- Tenant requests run as the role plotwise_app with app.company_id set for the transaction
-- (db/database.ts enterTenant); every tenant-owned table admits only that company's rows. The table owner
-- (migrations, sign-in, the public pages, staff tools) is not subject to these policies. On a managed
-- PostgreSQL the database user needs CREATEROLE once, or a DBA creates the role and grants it to that user.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'plotwise_app') THEN
    CREATE ROLE plotwise_app NOLOGIN;
  END IF;
END
$$;
GRANT plotwise_app TO CURRENT_USER;
GRANT USAGE ON SCHEMA public TO plotwise_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO plotwise_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO plotwise_app;
-- the server's own bookkeeping stays out of reach of tenant requests
REVOKE ALL ON "sessions", "audit_events", "schema_migrations" FROM plotwise_app;
-- PostGIS catalogue tables are read by geometry functions
GRANT SELECT ON "spatial_ref_sys" TO plotwise_app;
ALTER TABLE "authentications" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "authentications" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "companies" USING ("id" = current_setting('app.company_id', true)::integer) WITH CHECK ("id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "company_styles" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "company_styles" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "companycfgs" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "companycfgs" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "feature_flags" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "feature_flags" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "generation_parameters" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "generation_parameters" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "preset_towers" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "preset_towers" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "preset_units" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "preset_units" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "presets" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "presets" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "location_filters" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "location_filters" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "user_cfgs" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "user_cfgs" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "user_emails" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "user_emails" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "users" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "buildable_areas" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "buildable_areas" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "constraints" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "constraints" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "costs" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "costs" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "jsons" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "jsons" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "location_cfgs" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "location_cfgs" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "location_statuses" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "location_statuses" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "location_summaries" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "location_summaries" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "locations" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "locations" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "plots" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "plots" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "render_settings" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "render_settings" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "unit_cfgs" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "unit_cfgs" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "units" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "units" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "building_cfgs" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "building_cfgs" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "buildings" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "buildings" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "concept_summaries" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "concept_summaries" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "concepts" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "concepts" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "customfields" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "customfields" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "customvalues" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "customvalues" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "images" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "images" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "labels" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "labels" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "locationscustomvalues" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "locationscustomvalues" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "locationslabels" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "locationslabels" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "notes" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "notes" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "tickets" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "tickets" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "feature_filters" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "feature_filters" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "searchqueries" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "searchqueries" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "searchquery_cfgs" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "searchquery_cfgs" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "indicators" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "indicators" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "publication_cfgs" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "publication_cfgs" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "publications" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "publications" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "section_cfgs" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "section_cfgs" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "section_filters" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "section_filters" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "sections" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "sections" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "survey_answers" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "survey_answers" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "survey_questions" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "survey_questions" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
ALTER TABLE "survey_values" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "survey_values" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);

