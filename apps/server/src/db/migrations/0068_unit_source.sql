-- 0068: a unit type says where its price comes from (issue #39 item 2), as a cost line does (0064). The starting
-- template's types carry their published source and year ("Wet betaalbare huur ... 2025"); a location's copy keeps
-- it; a type a user adds has none. The unit-type lists show it under the row.
ALTER TABLE "units" ADD COLUMN "source" text;
