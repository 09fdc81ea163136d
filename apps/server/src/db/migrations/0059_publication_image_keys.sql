-- 0059 (issue #19): a published publication shows images of its location or concept (the images_carrousel section),
-- served signed out at /api/publications/images/{publication_key}/{share_key}. The share key is 128 random bits
-- (from two random UUIDs through SHA-256), so an image's address cannot be guessed from its id; it opens an image only
-- together with a published publication that shows it (features/publications/publicImages.ts). Every image gets one,
-- also those stored before and those inserted by any path, so no upload has to remember it.
ALTER TABLE "images" ADD COLUMN "share_key" text
  DEFAULT substr(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 1, 32);
CREATE UNIQUE INDEX "images_share_key" ON "images" ("share_key") WHERE "share_key" IS NOT NULL;
