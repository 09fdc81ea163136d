-- 0025: the company's letter to the owners of a site (issue #16 item 3): subject and body with placeholders,
-- merged per owner in the browser (contracts ownerLetter.ts). Null: the default letter in the user's language.
ALTER TABLE "companycfgs" ADD COLUMN IF NOT EXISTS "owner_letter" jsonb;
