-- Issue #43 item 1, double use: a nota parkeernormen splits a dwelling's norm into residents and visitors and gives,
-- per user group, the share of its places in use at each moment of the week (its presence table). A mixed programme
-- then needs the places of its busiest moment (core feasibility/parkingDoubleUse.ts). Both are entered by the company
-- from the nota; without them the check keeps the plain sum and says which is missing.
ALTER TABLE "parking_norms" ADD COLUMN "visitor_share_percent" numeric(5, 2)
  CHECK ("visitor_share_percent" >= 0 AND "visitor_share_percent" <= 100);
-- one row per cell (group, moment) of a municipality's table of one nota year; a table is replaced as a whole
CREATE TABLE "parking_presence" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "municipality" text NOT NULL,
  "year" integer NOT NULL,
  "user_group" text NOT NULL CHECK ("user_group" IN ('residents', 'visitors', 'office', 'commercial', 'industrial')),
  "moment" text NOT NULL CHECK ("moment" IN ('weekday_morning', 'weekday_afternoon', 'weekday_evening', 'weekday_night',
    'shopping_evening', 'saturday_afternoon', 'saturday_evening', 'sunday_afternoon')),
  "percent" numeric(5, 2) NOT NULL CHECK ("percent" >= 0 AND "percent" <= 100),
  "source_title" text NOT NULL,
  "source_url" text,
  "created_by_user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX "parking_presence_cell_idx"
  ON "parking_presence" ("company_id", lower("municipality"), "year", "user_group", "moment");
GRANT SELECT, INSERT, UPDATE, DELETE ON "parking_presence" TO plotwise_app;
GRANT USAGE, SELECT ON SEQUENCE "parking_presence_id_seq" TO plotwise_app;
ALTER TABLE "parking_presence" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "parking_presence" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
