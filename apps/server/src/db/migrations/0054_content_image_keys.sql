-- 0054 (issue #20 item 5): images of content items are news for every customer and go into the weekly e-mail, so
-- they are served without a session at /api/content/items/{id}/images/{public_key}/img.png. The key is 128 random
-- bits given only by the content image upload (staff); every other image keeps it empty and stays private to its company.
ALTER TABLE "images" ADD COLUMN "public_key" text;
CREATE UNIQUE INDEX "images_public_key" ON "images" ("public_key") WHERE "public_key" IS NOT NULL;
