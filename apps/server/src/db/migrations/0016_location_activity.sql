-- 0016: the location editor (issue #16 item 1).
-- Status and phase changes of a location, for its activity timeline: who moved it from which value to which,
-- and when. Written in the transaction of the change (entities/hooks.ts, features/locationActivity). The values
-- are what locations.status and .phase hold (custom value ids of the company, no foreign key there either).
CREATE TABLE "location_pipeline_changes" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "location_id" integer NOT NULL REFERENCES "locations" ("id") ON DELETE CASCADE,
  "field" text NOT NULL CHECK ("field" IN ('status', 'phase')),
  "from_value" integer,
  "to_value" integer,
  "user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "location_pipeline_changes_location_idx" ON "location_pipeline_changes" ("location_id", "created_at");
CREATE INDEX "location_pipeline_changes_company_idx" ON "location_pipeline_changes" ("company_id");
GRANT SELECT, INSERT ON "location_pipeline_changes" TO plotwise_app;
GRANT USAGE, SELECT ON SEQUENCE "location_pipeline_changes_id_seq" TO plotwise_app;
ALTER TABLE "location_pipeline_changes" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "location_pipeline_changes" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);

-- Images of a location in the order the user puts them (the images entity's `order`, PUT /api/images/order).
ALTER TABLE "images" ADD COLUMN "order" integer DEFAULT 0;
