-- 0062: who decided, whichever route a visitor used (issue #38 item 7). A visitor's accept or reject records the
-- publication it was made through beside the name the visitor gave (none through the generic API's route, which
-- asks no name): the location's activity says "a visitor of <publication>" then, never an empty author.
ALTER TABLE "location_pipeline_changes" ADD COLUMN "publication_id" integer REFERENCES "publications" ("id") ON DELETE SET NULL;
