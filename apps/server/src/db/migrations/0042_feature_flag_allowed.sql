-- 0042 (issue #20 item 8): company admins switch their feature flags within what staff allow. Staff allow a flag
-- (unitmix_allowed, staff only); admins switch it (unitmix). Companies that have the unit mix on are allowed it.
ALTER TABLE "feature_flags" ADD COLUMN "unitmix_allowed" boolean;
UPDATE "feature_flags" SET "unitmix_allowed" = true WHERE "unitmix";
