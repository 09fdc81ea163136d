-- 0035 (issue #16 items 5 and 6): a location's score (0-100: its search score under the saved query it was found
-- by, or set by hand) and the chance of success the team estimates (percent), for the table of locations.
ALTER TABLE "locations" ADD COLUMN "score" double precision;
ALTER TABLE "locations" ADD COLUMN "chance_of_success" double precision;
