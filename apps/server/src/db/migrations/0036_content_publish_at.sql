-- 0036 (issue #20 item 5): news and e-mail items are scheduled; readers see an item from its publish time on
-- (empty: from its creation).
ALTER TABLE "contentitems" ADD COLUMN "publish_at" timestamptz;
