-- 0024: the staff's global presets (issue #20 item 6): the presets with their units and towers that a new
-- company starts from. One document, validated by the contracts (api/adminPresets.ts) before it is stored and
-- written complete (every field with its value), so the copy below needs no defaults of its own.
CREATE TABLE IF NOT EXISTS "global_presets" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "presets" jsonb NOT NULL,
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  "updated_by_user_id" integer
);
-- tenant requests may create a company configuration (and so run the copy below); they only read the document
GRANT SELECT ON "global_presets" TO plotwise_app;

-- A new company configuration gets the global presets as its own rows. A trigger, so that every way a company
-- is made (the staff API, the seed, a directory sign-in creating the configuration) starts from them; it runs
-- in the writer's transaction and under its row-level security (the rows are the new company's own).
-- Without a stored document nothing is copied: a company starts without presets, as before this migration.
CREATE OR REPLACE FUNCTION plotwise_copy_global_presets() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p jsonb;
  preset_row integer;
BEGIN
  FOR p IN SELECT e.value FROM "global_presets" g, jsonb_array_elements(g."presets") WITH ORDINALITY e WHERE g."id" = 1 ORDER BY e.ordinality LOOP
    INSERT INTO "presets" ("company_id", "company_cfg_id", "name", "order", "preset_id", "max_building_width", "max_building_length",
                           "max_building_height", "min_grid_size", "grid_increments", "corridor_width", "full_length_corridors")
    VALUES (NEW."company_id", NEW."id", p->>'name', (p->>'order')::integer, (p->>'presetId')::integer,
            (p->>'maxBuildingWidth')::double precision, (p->>'maxBuildingLength')::double precision,
            (p->>'maxBuildingHeight')::double precision, (p->>'minGridSize')::double precision,
            (p->>'gridIncrements')::double precision, (p->>'corridorWidth')::double precision, (p->>'full_length_corridors')::boolean)
    RETURNING "id" INTO preset_row;
    INSERT INTO "preset_units" ("company_id", "company_preset_id", "name", "order", "size", "size_max", "ratio")
    SELECT NEW."company_id", preset_row, u->>'name', (u->>'order')::integer, (u->>'size')::double precision,
           (u->>'size_max')::double precision, (u->>'ratio')::double precision
      FROM jsonb_array_elements(coalesce(p->'units', '[]'::jsonb)) u;
    INSERT INTO "preset_towers" ("company_id", "company_preset_id", "name", "order", "towertype", "blocktype", "flip_direction",
                                 "functiontype", "unit_id", "gridsize")
    SELECT NEW."company_id", preset_row, t->>'name', (t->>'order')::integer, t->>'towertype', t->>'blocktype', t->>'flip_direction',
           t->>'functiontype', (t->>'unit_id')::integer, (t->>'gridsize')::double precision
      FROM jsonb_array_elements(coalesce(p->'towers', '[]'::jsonb)) t;
  END LOOP;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS "companycfgs_global_presets" ON "companycfgs";
CREATE TRIGGER "companycfgs_global_presets" AFTER INSERT ON "companycfgs"
  FOR EACH ROW EXECUTE FUNCTION plotwise_copy_global_presets();
