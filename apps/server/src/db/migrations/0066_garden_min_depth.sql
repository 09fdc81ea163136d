-- 0066: a company's minimum depth of a house's rear garden (issue 40 item 5), text like the other generation
-- parameters; empty keeps the generator's default of 10 m.
ALTER TABLE "generation_parameters" ADD COLUMN "garden_min_depth" text;
