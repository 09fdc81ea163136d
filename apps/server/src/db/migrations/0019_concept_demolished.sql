-- 0019: the surrounding buildings a concept demolishes (issue #17 item 5), as BAG pand identificaties.
-- The spec keeps no place for them; per concept, because one concept may keep a shed another clears.
-- Read by /concepts/surrounding_building and the 3D view; written through the generic concepts API.
ALTER TABLE "concepts" ADD COLUMN "demolished" jsonb;
UPDATE "concepts" SET "demolished" = '[]'::jsonb WHERE "demolished" IS NULL;
