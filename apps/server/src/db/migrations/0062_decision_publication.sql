-- 0062: who decided, whichever route a visitor used (issue #38 item 7). A visitor's accept or reject records the
-- publication it was made through beside the name the visitor gave (required on the page's own route, optional on the
-- generic API's): the location's activity says "a visitor of <publication>", never an empty author.
ALTER TABLE "location_pipeline_changes" ADD COLUMN "publication_id" integer REFERENCES "publications" ("id") ON DELETE SET NULL;
