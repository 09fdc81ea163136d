-- 0044 (issue #16, the activity timeline): who made a concept, an image and a publication, and the status
-- changes of publications (draft, published, hidden), so a location's timeline says by whom and when for each.
-- Rows made before this migration keep NULL (nobody recorded it then); the timeline shows no name for them.
ALTER TABLE "concepts" ADD COLUMN "created_by_user_id" integer;
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_created_by_user_id_fkey" FOREIGN KEY ("created_by_user_id") REFERENCES "users"(id) ON DELETE SET NULL;
CREATE INDEX "concepts_created_by_user_id_idx" ON "concepts" ("created_by_user_id");
ALTER TABLE "images" ADD COLUMN "created_by_user_id" integer;
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_user_id_fkey" FOREIGN KEY ("created_by_user_id") REFERENCES "users"(id) ON DELETE SET NULL;
CREATE INDEX "images_created_by_user_id_idx" ON "images" ("created_by_user_id");
ALTER TABLE "publications" ADD COLUMN "created_by_user_id" integer;
ALTER TABLE "publications" ADD CONSTRAINT "publications_created_by_user_id_fkey" FOREIGN KEY ("created_by_user_id") REFERENCES "users"(id) ON DELETE SET NULL;
CREATE INDEX "publications_created_by_user_id_idx" ON "publications" ("created_by_user_id");

-- Written in the transaction of the change (entities/hooks.ts, features/locationActivity/publicationChanges.ts).
CREATE TABLE "publication_status_changes" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "publication_id" integer NOT NULL REFERENCES "publications" ("id") ON DELETE CASCADE,
  "from_status" integer,
  "to_status" integer,
  "user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "publication_status_changes_publication_idx" ON "publication_status_changes" ("publication_id", "created_at");
CREATE INDEX "publication_status_changes_company_idx" ON "publication_status_changes" ("company_id");
GRANT SELECT, INSERT ON "publication_status_changes" TO plotwise_app;
GRANT USAGE, SELECT ON SEQUENCE "publication_status_changes_id_seq" TO plotwise_app;
ALTER TABLE "publication_status_changes" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "tenant_isolation" ON "publication_status_changes" USING ("company_id" = current_setting('app.company_id', true)::integer) WITH CHECK ("company_id" = current_setting('app.company_id', true)::integer);
