-- The table of locations and the planboard page through a company's locations in these orders
-- (apps/server/src/features/locations/table.ts): with an index per order a page is an index range, not a sort of
-- every location of the company.
CREATE INDEX IF NOT EXISTS "locations_company_order_idx" ON "locations" ("company_id", "order", "id");
CREATE INDEX IF NOT EXISTS "locations_company_updated_at_idx" ON "locations" ("company_id", "updated_at" DESC, "id" DESC);
