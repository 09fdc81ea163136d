-- 0079: a parking building's maximum depth and length have no default (contracts generation_parameters). The
-- defaults were 5 and 2.5, a bay's depth and width (spec section 9), which the generator reads as a cap on the
-- building: every parking building a company generated was 5 m deep, too shallow for a bay and its aisle, and built
-- nothing. Rows that still hold exactly those defaults get none; a company's own value stays.
UPDATE "generation_parameters" SET "max_parking_depth" = NULL WHERE "max_parking_depth" = '5';
UPDATE "generation_parameters" SET "max_parking_length" = NULL WHERE "max_parking_length" = '2.5';
