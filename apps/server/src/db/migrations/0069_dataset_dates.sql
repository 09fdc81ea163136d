-- Issue #41 item 4: the date a dataset's data describe (a BAG extract's stand date, the latest change in a BRK
-- delivery, a plan's date, a CBS year), beside updated_at, the date it was imported. A year alone ('2024') where the
-- source names only its year; null where neither the files nor the import said.
ALTER TABLE geo_datasets ADD COLUMN data_date text CHECK (data_date ~ '^[0-9]{4}(-[0-9]{2}-[0-9]{2})?$');
-- where the date comes from: the file states it ('file'), the newest date of its objects ('objects'), or the one
-- who imported it gave it ('given')
ALTER TABLE geo_datasets ADD COLUMN data_date_origin text CHECK (data_date_origin IN ('file', 'objects', 'given'));
