-- The location's summary.nrconcepts (spec section 3) is kept true by the database itself: every way a concept
-- is made or removed (the generic API, a bulk delete by where, a copy, a location's cascade) passes this
-- trigger, so no code path can forget it. One statement per changed location, in the writer's transaction
-- (and under its row-level security: the summary row is of the same company as the concept).
CREATE OR REPLACE FUNCTION plotwise_count_concepts(loc integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "location_summaries" s
     SET "nrconcepts" = (SELECT count(*)::int FROM "concepts" c WHERE c."location_id" = loc)
    FROM "location_cfgs" lc
   WHERE lc."id" = s."location_cfg_id" AND lc."location_id" = loc;
END $$;

CREATE OR REPLACE FUNCTION plotwise_concepts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM plotwise_count_concepts(NEW."location_id"); END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."location_id" IS DISTINCT FROM NEW."location_id") THEN
    PERFORM plotwise_count_concepts(OLD."location_id");
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS "concepts_nrconcepts" ON "concepts";
CREATE TRIGGER "concepts_nrconcepts" AFTER INSERT OR DELETE OR UPDATE OF "location_id" ON "concepts"
  FOR EACH ROW EXECUTE FUNCTION plotwise_concepts_changed();

-- the counts of concepts made before this migration
UPDATE "location_summaries" s
   SET "nrconcepts" = (SELECT count(*)::int FROM "concepts" c WHERE c."location_id" = lc."location_id")
  FROM "location_cfgs" lc
 WHERE lc."id" = s."location_cfg_id";
