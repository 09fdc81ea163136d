-- Grid congestion: Netbeheer Nederland's capaciteitskaart data product (im-capaciteitskaart v1.3, docs/geodata.md
-- "Grid capacity"). One JSON file per operator delivery; `area` is the operator's delivery (the file name without
-- its date, or --area), so that a re-import of one operator replaces its rows and leaves the others. The format has
-- no geometry: supply areas (voedingsgebieden) are linked to 6-character postcodes, and a plot finds its postcodes
-- through the BAG addresses on it. Capacities in MW; colours are the format's RAGKind (transparant, yellow, amber, red).

CREATE TABLE geo_grid_energy_areas (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL,
  area text NOT NULL,
  short_code text NOT NULL,
  name text,
  kind text,                      -- EnergyAreaKind: energy_area, congestion_area (TenneT)
  issued text NOT NULL,           -- the delivery's `issued` date (YYYY-MM-DD)
  demand_constraint text,         -- only when the area has no postcode areas
  generation_constraint text,
  demand_available_mw double precision,
  demand_quoted_mw double precision,
  demand_queue_mw double precision,
  demand_requests_in_queue integer,
  demand_alleviation_year integer,
  demand_energy_area text,        -- the (TenneT) congestion area this area's demand depends on
  generation_available_mw double precision,
  generation_quoted_mw double precision,
  generation_queue_mw double precision,
  generation_requests_in_queue integer,
  generation_alleviation_year integer,
  generation_energy_area text,
  works jsonb NOT NULL DEFAULT '[]'  -- [{project, description, end, year, quarter}]
);
CREATE INDEX geo_grid_energy_areas_code_idx ON geo_grid_energy_areas (short_code);
CREATE INDEX geo_grid_energy_areas_area_idx ON geo_grid_energy_areas (area, run_id);

CREATE TABLE geo_grid_postcode_areas (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL,
  area text NOT NULL,
  postcode text NOT NULL,         -- PC6, "1234AB"
  energy_area text NOT NULL,      -- geo_grid_energy_areas.short_code of the same run
  issued text NOT NULL,
  demand_constraint text NOT NULL,
  generation_constraint text NOT NULL
);
CREATE INDEX geo_grid_postcode_areas_postcode_idx ON geo_grid_postcode_areas (postcode);
CREATE INDEX geo_grid_postcode_areas_area_idx ON geo_grid_postcode_areas (area, run_id);
GRANT SELECT ON geo_grid_energy_areas, geo_grid_postcode_areas TO plotwise_app;
