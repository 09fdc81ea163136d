-- Issue #43 item 1: a municipality's parking norms (nota parkeernormen) as a company enters them: per area of the
-- municipality (centre, edge of the centre, rest of the built-up area, outside it) and category (dwellings by type,
-- tenure and size class; offices, shops and industry per 100 m² GFA), places with the visitors' share included, with
-- the nota's title, year and link. The concept's parking check applies them (core feasibility/parkingNorm.ts). A norm
-- is entered or removed, never changed: a new nota is new rows.
CREATE TABLE "parking_norms" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "municipality" text NOT NULL,
  "year" integer NOT NULL,
  "zone" text NOT NULL CHECK ("zone" IN ('centre', 'centre_edge', 'built_up', 'outside')),
  "category" text NOT NULL CHECK ("category" IN ('house_sale', 'house_rent', 'apartment_sale_large', 'apartment_sale_medium',
    'apartment_sale_small', 'apartment_rent_large', 'apartment_rent_medium', 'apartment_rent_small', 'office', 'commercial', 'industrial')),
  "places" numeric(6, 2) NOT NULL CHECK ("places" >= 0),
  "source_title" text NOT NULL,
  "source_url" text,
  "created_by_user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "parking_norms_company_municipality_idx" ON "parking_norms" ("company_id", lower("municipality"));
GRANT SELECT, INSERT, UPDATE, DELETE ON "parking_norms" TO plotwise_app;
GRANT USAGE, SELECT ON SEQUENCE "parking_norms_id_seq" TO plotwise_app;
ALTER TABLE "parking_norms" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "parking_norms" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
-- the area of its municipality a location lies in, as the user chose it for the check (null: the nota's only area, or
-- the rest of the built-up area)
ALTER TABLE "location_cfgs" ADD COLUMN "parking_zone" text CHECK ("parking_zone" IN ('centre', 'centre_edge', 'built_up', 'outside'));
-- the company switch of the check (issue #43 item 6); null reads as on
ALTER TABLE "feature_flags" ADD COLUMN "parking_check" boolean;
