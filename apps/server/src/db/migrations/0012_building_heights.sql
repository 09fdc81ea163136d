-- Building heights from the 3D BAG (3dbag.nl): roof and ground heights per BAG pand, in metres NAP.
-- National reference data like the other geo_ tables: run_id and area, so that a re-import of an area
-- replaces the rows of earlier runs. Joined to geo_bag_panden by identificatie (the 16-digit pand id;
-- the 3D BAG's "NL.IMBAG.Pand." prefix is stripped on import). Height above ground = h_dak_* - h_maaiveld.

CREATE TABLE geo_building_heights (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  identificatie text NOT NULL,
  h_maaiveld double precision,  -- b3_h_maaiveld: ground level
  h_dak_min double precision,   -- b3_h_dak_min: lowest roof point (about the gutter)
  h_dak_50p double precision,   -- b3_h_dak_50p: median roof height
  h_dak_70p double precision,   -- b3_h_dak_70p: 70th percentile (the 3D BAG's LoD 1.2 height)
  h_dak_max double precision,   -- b3_h_dak_max: highest roof point (ridge)
  bouwlagen integer,            -- b3_bouwlagen: storeys
  dak_type text,                -- b3_dak_type: slanted, horizontal, multiple horizontal ...
  geom geometry(MultiPolygon, 28992) NOT NULL
);
CREATE INDEX geo_building_heights_geom_idx ON geo_building_heights USING gist (geom);
CREATE INDEX geo_building_heights_identificatie_idx ON geo_building_heights (identificatie);
CREATE INDEX geo_building_heights_area_idx ON geo_building_heights (area, run_id);
