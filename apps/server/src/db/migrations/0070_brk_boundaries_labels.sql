-- Issue #41 item 6: two more files of the BRK Kadastrale Kaart v5 download, read by the brk-gml importer beside the
-- parcels (docs/geodata.md "BRK boundaries and street labels"). Current objects only: one with an end of validity
-- or registration is history and is skipped. `area` and `run_id` as every reference table (re-import replaces).

-- kadastralegrens: the boundary lines between parcels. The parcel polygons already draw where they lie; a boundary
-- adds what kind of line it is (typeGrens: 3 Definitief, others provisional or administrative), which the map draws
-- apart, and which parcels lie to its left and right.
CREATE TABLE geo_plot_boundaries (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL,
  area text NOT NULL,
  identificatie text NOT NULL,    -- NL.IMKAD.KadastraleGrens identificatie
  type_code text,                 -- typeGrens t:code
  type_waarde text,               -- typeGrens t:waarde (Definitief ...)
  perceel_links text,             -- the parcel identificatie on the left of the line's direction
  perceel_rechts text,            -- and on its right
  geom geometry(LineString, 28992) NOT NULL
);
CREATE INDEX geo_plot_boundaries_geom_idx ON geo_plot_boundaries USING gist (geom);
CREATE INDEX geo_plot_boundaries_area_idx ON geo_plot_boundaries (area, run_id);
GRANT SELECT ON geo_plot_boundaries TO plotwise_app;

-- openbareruimtelabel: the names of streets and waters as the cadastral map places them. One row per position: a
-- long street is named at several points, each with its own angle.
CREATE TABLE geo_plot_labels (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL,
  area text NOT NULL,
  identificatie text NOT NULL,    -- NEN3610 lokaalID of the label
  tekst text NOT NULL,            -- the name as drawn
  openbare_ruimte_id text,        -- identificatieBAGOPR: joins geo_bag_openbare_ruimten.identificatie
  openbare_ruimte_type text,      -- Weg, Water, Spoorbaan, Terrein, Kunstwerk ...
  -- degrees clockwise from east, as the file gives it: in Kadaster's files a street running to the north-east is
  -- labelled with a negative angle (the label points lie along their street)
  hoek double precision,
  geom geometry(Point, 28992) NOT NULL
);
CREATE INDEX geo_plot_labels_geom_idx ON geo_plot_labels USING gist (geom);
CREATE INDEX geo_plot_labels_area_idx ON geo_plot_labels (area, run_id);
GRANT SELECT ON geo_plot_labels TO plotwise_app;
