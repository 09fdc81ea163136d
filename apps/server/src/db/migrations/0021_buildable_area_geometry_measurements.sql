-- 0021 (issue #16 item 2, /locations/detail/:id/modifyplot):
-- the buildable area drawn on the map, per location; it limits the concept generator where the spec's box does not;
-- and the lines a user measured, kept with the user's settings and drawn by the measurements layer.
ALTER TABLE "buildable_areas" ADD COLUMN "geometry" geometry(Geometry, 28992);
CREATE INDEX "buildable_areas_geometry_gist" ON "buildable_areas" USING GIST ("geometry");
ALTER TABLE "user_cfgs" ADD COLUMN "measurements" jsonb;
UPDATE "user_cfgs" SET "measurements" = '[]'::jsonb WHERE "measurements" IS NULL;
