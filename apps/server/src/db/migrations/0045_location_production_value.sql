-- 0045 (issue #16 item 5): the production value of the table of locations, kept as a stored figure.
-- The figure is the total income (value excl. VAT) of the location's first concept, computed by the finance
-- engine in TypeScript (features/locations/productionValue.ts), so the database cannot compute it itself. What
-- the database does is note every change of an input: the triggers below raise `changed`; the server recomputes
-- rows whose `computed` is behind and writes the figure only if `changed` did not move meanwhile. No writer
-- (the generic API, a concept copy, a cascade, a restore) can forget to mark it, and the table reads one row by
-- primary key instead of running the engine per request (docs/api.md, "Table of locations").
CREATE TABLE "location_production_values" (
  "location_id" integer PRIMARY KEY REFERENCES "locations" ("id") ON DELETE CASCADE,
  "company_id" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  -- the concept the figure was computed from (null: the location has no concept)
  "concept_id" integer,
  -- total income excl. VAT in euro cents; null without a concept or when the engine refused the input
  "value_cents" bigint,
  "changed" integer NOT NULL DEFAULT 1,
  "computed" integer NOT NULL DEFAULT 0,
  "computed_at" timestamptz
);
CREATE INDEX "location_production_values_company_idx" ON "location_production_values" ("company_id");
CREATE INDEX "location_production_values_stale_idx" ON "location_production_values" ("location_id") WHERE "changed" <> "computed";
GRANT SELECT, INSERT, UPDATE, DELETE ON "location_production_values" TO plotwise_app;
ALTER TABLE "location_production_values" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "location_production_values" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);

-- Mark a location's figure as out of date. A location being deleted (a cascade reaching its concepts or units)
-- is no longer found, so nothing is inserted for it.
CREATE OR REPLACE FUNCTION plotwise_production_value_stale(loc integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF loc IS NULL THEN RETURN; END IF;
  INSERT INTO "location_production_values" ("location_id", "company_id")
  SELECT l."id", l."company_id" FROM "locations" l WHERE l."id" = loc
  ON CONFLICT ("location_id") DO UPDATE SET "changed" = "location_production_values"."changed" + 1;
END $$;

-- The location an input row belongs to (the row as jsonb, so one function serves every input table).
CREATE OR REPLACE FUNCTION plotwise_production_value_location(tbl text, r jsonb) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RETURN CASE tbl
    WHEN 'locations' THEN (r->>'id')::integer
    WHEN 'unit_cfgs' THEN (SELECT u."location_id" FROM "units" u WHERE u."id" = (r->>'unit_id')::integer)
    WHEN 'buildings' THEN (SELECT c."location_id" FROM "concepts" c WHERE c."id" = (r->>'concept_id')::integer)
    WHEN 'building_cfgs' THEN (SELECT c."location_id" FROM "buildings" b JOIN "concepts" c ON c."id" = b."concept_id"
                                WHERE b."id" = (r->>'building_id')::integer)
    ELSE (r->>'location_id')::integer -- location_cfgs, units, concepts
  END;
END $$;

CREATE OR REPLACE FUNCTION plotwise_production_value_input_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_loc integer;
  old_loc integer;
BEGIN
  IF TG_OP <> 'DELETE' THEN new_loc := plotwise_production_value_location(TG_TABLE_NAME, to_jsonb(NEW)); END IF;
  IF TG_OP <> 'INSERT' THEN old_loc := plotwise_production_value_location(TG_TABLE_NAME, to_jsonb(OLD)); END IF;
  PERFORM plotwise_production_value_stale(new_loc);
  IF old_loc IS DISTINCT FROM new_loc THEN PERFORM plotwise_production_value_stale(old_loc); END IF;
  RETURN NULL;
END $$;

-- the inputs of the figure: a new location, its finance parameters, its unit types (price, size, income mode and
-- their cfg), its concepts (which one is first) and their buildings with their cfg. Costs are not an input:
-- income does not depend on them.
CREATE TRIGGER "locations_production_value" AFTER INSERT ON "locations"
  FOR EACH ROW EXECUTE FUNCTION plotwise_production_value_input_changed();
CREATE TRIGGER "location_cfgs_production_value" AFTER INSERT OR DELETE OR UPDATE OF "finance_parameters", "location_id" ON "location_cfgs"
  FOR EACH ROW EXECUTE FUNCTION plotwise_production_value_input_changed();
CREATE TRIGGER "units_production_value" AFTER INSERT OR DELETE OR UPDATE ON "units"
  FOR EACH ROW EXECUTE FUNCTION plotwise_production_value_input_changed();
CREATE TRIGGER "unit_cfgs_production_value" AFTER INSERT OR DELETE OR UPDATE ON "unit_cfgs"
  FOR EACH ROW EXECUTE FUNCTION plotwise_production_value_input_changed();
CREATE TRIGGER "concepts_production_value" AFTER INSERT OR DELETE OR UPDATE OF "order", "location_id" ON "concepts"
  FOR EACH ROW EXECUTE FUNCTION plotwise_production_value_input_changed();
CREATE TRIGGER "buildings_production_value" AFTER INSERT OR DELETE OR UPDATE ON "buildings"
  FOR EACH ROW EXECUTE FUNCTION plotwise_production_value_input_changed();
CREATE TRIGGER "building_cfgs_production_value" AFTER INSERT OR DELETE OR UPDATE ON "building_cfgs"
  FOR EACH ROW EXECUTE FUNCTION plotwise_production_value_input_changed();

-- every location made before this migration starts out of date; the server computes them after it starts
INSERT INTO "location_production_values" ("location_id", "company_id") SELECT "id", "company_id" FROM "locations";
