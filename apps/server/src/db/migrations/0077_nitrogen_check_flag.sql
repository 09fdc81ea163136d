-- Issue #43 item 6: a company's admins can turn the nitrogen screening off (item 4; it shows in the concept editor's
-- rules panel). Null (every company until it chooses) reads as on.
ALTER TABLE "feature_flags" ADD COLUMN "nitrogen_check" boolean;
