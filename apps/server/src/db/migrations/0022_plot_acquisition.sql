-- 0022 (issue #16 item 3): where the acquisition of each parcel of a site stands; the location's land position
-- is the share of its parcels' area that is secured (option or purchased).
ALTER TABLE "plots" ADD COLUMN "acquisition" text;
UPDATE "plots" SET "acquisition" = 'not_contacted' WHERE "acquisition" IS NULL;
