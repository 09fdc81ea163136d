-- 0067: a construction cost line per building type (issue #39 item 2). A per-m² line may name a building type
-- (flats, towers, houses, parking, offices, distribution_centres: core costBuildingTypes); it then counts only the
-- gross floor area of the concept's buildings of that type. A line without one keeps its meaning: all floor area.
ALTER TABLE "costs" ADD COLUMN "building_type" text;
