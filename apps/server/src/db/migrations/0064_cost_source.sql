-- 0064: a cost line says where its figure comes from (issue #39 item 2). Lines of the Dutch starting template carry
-- their published source and year ("Aedes-benchmark 2022 ..."), and keep it when a location copies them; a line a
-- user adds has none. The costs sheet shows it under the line's name.
ALTER TABLE "costs" ADD COLUMN "source" text;
