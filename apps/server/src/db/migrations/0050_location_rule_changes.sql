-- 0050: alerts on rule changes (issue #21 item 6). When an omgevingsplan delivery (an amendment, a new plan, or a
-- draft "ontwerp") touches a company's location, one row per location and besluit: the location's activity shows it
-- and the weekly e-mail mentions it (features/locationActivity/ruleChanges.ts). Written by the import, as the server.
CREATE TABLE "location_rule_changes" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "location_id" integer NOT NULL REFERENCES "locations" ("id") ON DELETE CASCADE,
  "besluit" text NOT NULL,
  "regeling" text,
  "kind" text NOT NULL CHECK ("kind" IN ('plan', 'amendment', 'draft')),
  "datum_bekendmaking" text,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  UNIQUE ("company_id", "location_id", "besluit")
);
CREATE INDEX "location_rule_changes_location_idx" ON "location_rule_changes" ("location_id", "created_at");
CREATE INDEX "location_rule_changes_created_idx" ON "location_rule_changes" ("created_at");
GRANT SELECT ON "location_rule_changes" TO plotwise_app;
ALTER TABLE "location_rule_changes" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "location_rule_changes" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);

-- The OW objects of a draft (ontwerpbesluit): what it proposes, kept apart from the rules in force (geo_ow_*), by
-- besluit like them (`area`); a re-import of the same draft replaces its rows.
CREATE TABLE geo_ow_drafts (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  regeling text,
  besluit text,
  datum_bekendmaking text,
  inwerkingtreding text,
  kind text NOT NULL,
  identificatie text,
  locaties text                  -- the locations it points to, space separated
);
CREATE INDEX geo_ow_drafts_area_idx ON geo_ow_drafts (area, run_id);
