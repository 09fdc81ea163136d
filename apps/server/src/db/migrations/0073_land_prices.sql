-- Issue #43 item 5: a municipality's published ground prices (grondprijzenbrief) as a company enters them, per use
-- and per m² GFA or per dwelling, with the letter's title, year and link. The RGW sheet sets the residual land value
-- against them (core feasibility/landPrice.ts). A price is entered or removed, never changed: a new letter is a new row.
CREATE TABLE "land_prices" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "municipality" text NOT NULL,
  "year" integer NOT NULL,
  "use" text NOT NULL CHECK ("use" IN ('residential_sale', 'residential_rent', 'office', 'commercial', 'industrial')),
  "basis" text NOT NULL CHECK ("basis" IN ('per_m2_gfa', 'per_dwelling')),
  "price_cents" bigint NOT NULL CHECK ("price_cents" > 0),
  "source_title" text NOT NULL,
  "source_url" text,
  "created_by_user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "land_prices_company_municipality_idx" ON "land_prices" ("company_id", lower("municipality"));
GRANT SELECT, INSERT, UPDATE, DELETE ON "land_prices" TO plotwise_app;
GRANT USAGE, SELECT ON SEQUENCE "land_prices_id_seq" TO plotwise_app;
ALTER TABLE "land_prices" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "land_prices" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
