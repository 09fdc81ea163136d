-- National reference data (cadastre, buildings, zoning, statistics, other map layers): shared by all
-- companies, read-only for tenants, so no company_id. Geometry in EPSG:28992 (RD New) with GiST indexes.
-- Every row carries the import run that wrote it and the area it belongs to; a re-import of a dataset and
-- area deletes the rows of that area written by earlier runs, in the same transaction as the new rows.

CREATE TABLE geo_import_runs (
  id serial PRIMARY KEY,
  format text NOT NULL,
  source_name text NOT NULL,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  created_by integer, -- a user id; no foreign key, so that the history outlives the user
  report jsonb,
  error text
);
CREATE INDEX geo_import_runs_started_idx ON geo_import_runs (started_at DESC);

-- The current version of each dataset and area: which run wrote it.
CREATE TABLE geo_datasets (
  dataset text NOT NULL,
  area text NOT NULL,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  feature_count integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (dataset, area)
);

-- BRK Kadastrale Kaart: parcels (percelen)
CREATE TABLE geo_plots (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  identificatie text NOT NULL,
  kadastrale_gemeente_code text,
  kadastrale_gemeente text,
  akr_code text,
  sectie text,
  perceelnummer integer,
  kadastrale_grootte double precision,
  soort_grootte text,
  label_point geometry(Point, 28992),
  geom geometry(MultiPolygon, 28992) NOT NULL
);
CREATE INDEX geo_plots_geom_idx ON geo_plots USING gist (geom);
CREATE INDEX geo_plots_identificatie_idx ON geo_plots (identificatie);
CREATE INDEX geo_plots_area_idx ON geo_plots (area, run_id);

-- BRK Kadastrale Kaart: building outlines on the cadastral map
CREATE TABLE geo_cadastral_buildings (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  identificatie text NOT NULL,
  bag_pand_id text,
  geom geometry(MultiPolygon, 28992) NOT NULL
);
CREATE INDEX geo_cadastral_buildings_geom_idx ON geo_cadastral_buildings USING gist (geom);
CREATE INDEX geo_cadastral_buildings_area_idx ON geo_cadastral_buildings (area, run_id);

-- BAG 2.0: current versions only (no eindGeldigheid / eindRegistratie); links are BAG identifiers.
CREATE TABLE geo_bag_panden (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  identificatie text NOT NULL,
  oorspronkelijk_bouwjaar integer,
  status text,
  geom geometry(MultiPolygon, 28992) NOT NULL
);
CREATE INDEX geo_bag_panden_geom_idx ON geo_bag_panden USING gist (geom);
CREATE INDEX geo_bag_panden_identificatie_idx ON geo_bag_panden (identificatie);
CREATE INDEX geo_bag_panden_area_idx ON geo_bag_panden (area, run_id);

CREATE TABLE geo_bag_verblijfsobjecten (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  identificatie text NOT NULL,
  gebruiksdoelen text[],
  oppervlakte integer,
  status text,
  hoofdadres_id text,
  nevenadres_ids text[],
  pand_ids text[],
  geom geometry(Point, 28992) NOT NULL
);
CREATE INDEX geo_bag_verblijfsobjecten_geom_idx ON geo_bag_verblijfsobjecten USING gist (geom);
CREATE INDEX geo_bag_verblijfsobjecten_identificatie_idx ON geo_bag_verblijfsobjecten (identificatie);
CREATE INDEX geo_bag_verblijfsobjecten_area_idx ON geo_bag_verblijfsobjecten (area, run_id);

CREATE TABLE geo_bag_nummeraanduidingen (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  identificatie text NOT NULL,
  huisnummer integer,
  huisletter text,
  toevoeging text,
  postcode text,
  type_adresseerbaar_object text,
  status text,
  openbare_ruimte_id text,
  woonplaats_id text
);
CREATE INDEX geo_bag_nummeraanduidingen_identificatie_idx ON geo_bag_nummeraanduidingen (identificatie);
CREATE INDEX geo_bag_nummeraanduidingen_area_idx ON geo_bag_nummeraanduidingen (area, run_id);

CREATE TABLE geo_bag_openbare_ruimten (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  identificatie text NOT NULL,
  naam text,
  type text,
  status text,
  woonplaats_id text
);
CREATE INDEX geo_bag_openbare_ruimten_identificatie_idx ON geo_bag_openbare_ruimten (identificatie);
CREATE INDEX geo_bag_openbare_ruimten_area_idx ON geo_bag_openbare_ruimten (area, run_id);

CREATE TABLE geo_bag_woonplaatsen (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  identificatie text NOT NULL,
  naam text,
  status text,
  geom geometry(MultiPolygon, 28992) NOT NULL
);
CREATE INDEX geo_bag_woonplaatsen_geom_idx ON geo_bag_woonplaatsen USING gist (geom);
CREATE INDEX geo_bag_woonplaatsen_area_idx ON geo_bag_woonplaatsen (area, run_id);

-- ligplaatsen (kind LIG) and standplaatsen (kind STA)
CREATE TABLE geo_bag_plaatsen (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('LIG', 'STA')),
  identificatie text NOT NULL,
  status text,
  hoofdadres_id text,
  nevenadres_ids text[],
  geom geometry(MultiPolygon, 28992) NOT NULL
);
CREATE INDEX geo_bag_plaatsen_geom_idx ON geo_bag_plaatsen USING gist (geom);
CREATE INDEX geo_bag_plaatsen_area_idx ON geo_bag_plaatsen (area, kind, run_id);

-- IMRO bestemmingsplannen: the plan area and its plan objects
CREATE TABLE geo_zoning_plans (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  plan_id text NOT NULL,
  naam text,
  type_plan text,
  planstatus text,
  plan_datum text,
  overheid_code text,
  imro_version text,
  geom geometry(MultiPolygon, 28992) NOT NULL
);
CREATE INDEX geo_zoning_plans_geom_idx ON geo_zoning_plans USING gist (geom);
CREATE INDEX geo_zoning_plans_area_idx ON geo_zoning_plans (area, run_id);

CREATE TABLE geo_zoning_objects (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  plan_id text NOT NULL,
  identificatie text NOT NULL,
  object_type text NOT NULL, -- enkelbestemming, dubbelbestemming, bouwvlak, maatvoering, functieaanduiding, bouwaanduiding, gebiedsaanduiding
  naam text,
  hoofdgroep text,           -- bestemmingshoofdgroep or gebiedsaanduidinggroep as in the plan
  category text,             -- the spec's zoning category (contracts zoningCategories)
  artikelnummer text,
  label text,
  bestemmingsvlak_ids text[],
  dimensions jsonb,          -- maatvoering: [{ "waardeType": ..., "waarde": ... }]
  geom geometry(MultiPolygon, 28992) NOT NULL
);
CREATE INDEX geo_zoning_objects_geom_idx ON geo_zoning_objects USING gist (geom);
CREATE INDEX geo_zoning_objects_plan_idx ON geo_zoning_objects (plan_id, object_type);
CREATE INDEX geo_zoning_objects_area_idx ON geo_zoning_objects (area, run_id);

-- CBS gebiedsindelingen (gemeente, wijk, buurt, PC4, PC6, ...) and kerncijfers, joined by CBS code
CREATE TABLE geo_stat_areas (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  code text NOT NULL,
  level text NOT NULL,
  name text,
  year integer,
  geom geometry(MultiPolygon, 28992) NOT NULL
);
CREATE INDEX geo_stat_areas_geom_idx ON geo_stat_areas USING gist (geom);
CREATE INDEX geo_stat_areas_code_idx ON geo_stat_areas (code);
CREATE INDEX geo_stat_areas_area_idx ON geo_stat_areas (area, run_id);

CREATE TABLE geo_stat_figures (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  code text NOT NULL,
  level text NOT NULL,
  figures jsonb NOT NULL
);
CREATE INDEX geo_stat_figures_code_idx ON geo_stat_figures (code);
CREATE INDEX geo_stat_figures_area_idx ON geo_stat_figures (area, run_id);

-- Every other layer of spec section 2 (amenities, Natura 2000, monuments, business parks, trees, noise ...)
CREATE TABLE geo_features (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  layer text NOT NULL,
  feature_id text,
  properties jsonb NOT NULL DEFAULT '{}',
  geom geometry(Geometry, 28992) NOT NULL
);
CREATE INDEX geo_features_geom_idx ON geo_features USING gist (geom);
CREATE INDEX geo_features_layer_idx ON geo_features (layer, area, run_id);
