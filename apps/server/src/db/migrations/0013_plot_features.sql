-- Site search (docs/search.md). plot_features: one row per parcel with the features the filter catalogue
-- reads, computed in PostGIS from the imported layers (apps/server/src/features/search/plotFeaturesSql.ts)
-- and refreshed after imports. National data like the geo_* tables: no company_id, read-only for tenants.
-- Numbers are real (the in-memory index holds them as Float32, so that the index and SQL compare the very
-- same values); categories are text; yes/no features are real 0/1; null means the source data is absent.
CREATE TABLE plot_features (
  plot_id bigint PRIMARY KEY, -- geo_plots.id
  identificatie text NOT NULL,
  label_point geometry(Point, 28992) NOT NULL,
  x_rd double precision NOT NULL,
  y_rd double precision NOT NULL,
  lon real NOT NULL,
  lat real NOT NULL,
  neighbourhood_code text, -- the finest CBS area holding the label point (buurt, else wijk)
  municipality text,
  province text,
  size real,
  plot_bbox_ratio real,
  plot_length_width_ratio real,
  median_plot_size real,
  neighbour_size real,
  neighbour_combined_size real,
  neighbour_gfa real,
  zone text,
  plan_date real,
  constraint_building_height real,
  constraint_gsi real,
  building_count real,
  building_height real,
  building_volume real,
  building_date_built real,
  building_year_min real,
  building_function text,
  residential_ratio real,
  resobject_count real,
  buildablearea_size real,
  buildablearea_gsa_difference real,
  buildablearea_gsa_index real,
  buildable_volume real,
  buildable_gfa real,
  buildable_volume_difference real,
  gsa real,
  gfa real,
  gsi real,
  fsi real,
  height_difference real,
  distance_supermarket real,
  distance_shops real,
  distance_horeca real,
  distance_bso real,
  distance_n2000 real,
  distance_trainstation real,
  distance_ov_stop real,
  distance_ov_line real,
  distance_access_main_road real,
  distance_primary_education real,
  distance_secondary_education real,
  distance_higher_education real,
  distance_general_practitioner real,
  distance_sailing_route real,
  distance_water real,
  distance_hospital real,
  distance_urbanization real,
  distance_care real,
  distance_retail real,
  demography_urbanization real,
  demography_woz_value real,
  demography_municipality_residents real,
  demography_5km_residents real,
  noise real,
  monument real,
  road_type text,
  transaction_type text,
  transaction_status text,
  transaction_value real,
  in_business_park real,
  businesspark_start_year real,
  businesspark_gross_size real,
  businesspark_net_size real,
  businesspark_environmental_category real,
  company_employee_count real,
  company_employee_delta_2018 real
);
CREATE INDEX plot_features_label_point_idx ON plot_features USING gist (label_point);
CREATE INDEX plot_features_identificatie_idx ON plot_features (identificatie);

-- A number from a text as imported layers hold it ("12", "4,5", "4.1"); anything else is null, never an error.
CREATE FUNCTION search_number(v text) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN v ~ '^\s*-?[0-9]+([.,][0-9]+)?\s*$' THEN replace(btrim(v), ',', '.')::double precision END
$$;

-- One row: which import run the features reflect, and a generation that index builders compare with theirs.
CREATE TABLE plot_features_state (
  id integer PRIMARY KEY CHECK (id = 1),
  generation integer NOT NULL DEFAULT 0,
  source_run_id integer NOT NULL DEFAULT 0,
  plot_count integer NOT NULL DEFAULT 0,
  duration_ms integer,
  refreshed_at timestamptz
);
INSERT INTO plot_features_state (id) VALUES (1);

-- Runs of saved search queries (tenant data): counts over time and the plots that newly match.
CREATE TABLE search_runs (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  search_query_id integer NOT NULL REFERENCES searchqueries (id) ON DELETE CASCADE,
  ran_at timestamptz NOT NULL DEFAULT now(),
  ran_by integer, -- a user id; no foreign key, so that the history outlives the user
  match_count integer NOT NULL,
  generation integer NOT NULL,
  -- the matched plots by cadastral identificatie (stable across re-imports), best first, at most 20 000
  matched text[] NOT NULL,
  complete boolean NOT NULL, -- false when there were more matches than kept
  new_matches text[] NOT NULL, -- matched now, not in the previous run
  top jsonb NOT NULL -- the first results: [{ plotId, identificatie, score }]
);
CREATE INDEX search_runs_query_idx ON search_runs (search_query_id, ran_at DESC);
CREATE INDEX search_runs_company_id_idx ON search_runs (company_id);

-- Queries registered for map colouring (POST /api/search/tiles): the tile URLs name them by token.
CREATE TABLE search_tile_queries (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  token text NOT NULL,
  filters jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, token)
);
CREATE INDEX search_tile_queries_created_idx ON search_tile_queries (created_at);

GRANT SELECT ON plot_features, plot_features_state TO plotwise_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON search_runs, search_tile_queries TO plotwise_app;
GRANT USAGE, SELECT ON SEQUENCE search_runs_id_seq TO plotwise_app;
ALTER TABLE search_runs ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON search_runs USING (company_id = current_setting('app.company_id', true)::integer) WITH CHECK (company_id = current_setting('app.company_id', true)::integer);
ALTER TABLE search_tile_queries ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON search_tile_queries USING (company_id = current_setting('app.company_id', true)::integer) WITH CHECK (company_id = current_setting('app.company_id', true)::integer);
