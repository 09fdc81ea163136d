-- Issue #43 item 6 for item 5: a company's admins can turn the land price check off (it shows on the RGW sheet).
-- Null (every company until it chooses) reads as on.
ALTER TABLE "feature_flags" ADD COLUMN "land_price_check" boolean;
