-- 0078: a cost line per parking place (issue #43 item 1: the parking cost per place by type). A line of the kind
-- per_parking_place may name the kind of place it counts (surface, garage, house_garage: core parkingPlaceKinds);
-- without one it counts every place the concept draws. The kind is stored in costs.type, which is free text.
ALTER TABLE "costs" ADD COLUMN "parking_kind" text;
