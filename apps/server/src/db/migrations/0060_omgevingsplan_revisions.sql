-- Omgevingsplan revisions (issue #21; docs/geodata.md "Omgevingsplan": renvooi, withdrawals, Lijn/Punt locations).

-- Renvooi: a wijzigingsbesluit's RegelingMutatie changes article texts. Each change is a new row of the article (by
-- wId) in the besluit's area, the earlier rows stay as its history. `wijzigactie` says how the row came: null for a
-- whole regeling text, 'vervang', 'voegtoe', 'vervangKop' (heading only, text carried over) or 'verwijder' (the
-- article is gone from the besluit on: tekst is null).
ALTER TABLE geo_ow_articles ADD COLUMN wijzigactie text;

-- Withdrawals: an OW object delivered with status 'beëindigen', or every object of a regeling a besluit withdraws
-- (STOP Intrekking), gets a row with this status: from that besluit on it no longer answers, earlier rows are history.
ALTER TABLE geo_ow_objects ADD COLUMN status text;

-- Lijn and Punt locations: GIO geometries may be lines and points beside surfaces.
DROP INDEX geo_ow_geometries_geom_idx;
ALTER TABLE geo_ow_geometries ALTER COLUMN geom TYPE geometry(Geometry, 28992);
CREATE INDEX geo_ow_geometries_geom_idx ON geo_ow_geometries USING gist (geom);

-- Ambtsgebieden, groups and pons are looked up by kind on every "which rules apply" (locationsAtPlots.ts).
CREATE INDEX geo_ow_objects_kind_idx ON geo_ow_objects (kind, identificatie);
