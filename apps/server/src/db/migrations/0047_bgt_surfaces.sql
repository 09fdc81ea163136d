-- BGT (Basisregistratie Grootschalige Topografie): the surfaces of the large-scale topography, from the CityGML
-- IMGeo 2.1 download or PDOK's GML light form (docs/geodata.md "BGT"). Only current objects are stored (an object
-- with eindRegistratie / objectEindTijd is history and is skipped by the importer). `surface_class` is our
-- reading of the BGT class and fysiekVoorkomen (paved, green, water, building, other); the raw class and
-- fysiekVoorkomen are kept beside it, so a different reading needs no re-import. `area` is the download (file or
-- folder name, or --area): a re-import of the same download replaces its rows.

CREATE TABLE geo_bgt_surfaces (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL,
  area text NOT NULL,
  identificatie text NOT NULL,    -- NEN3610 lokaalID, e.g. G0344.0a1b...
  object_type text NOT NULL,      -- the BGT class: wegdeel, ondersteunendWegdeel, begroeidTerreindeel, pand ...
  surface_class text NOT NULL,    -- paved, green, water, building, other
  fysiek_voorkomen text,          -- bgt-fysiekVoorkomen (CityGML surfaceMaterial, PlantCover class)
  functie text,                   -- bgt-functie or bgt-type (CityGML function, WaterBody class)
  relatieve_hoogteligging integer, -- 0 = ground level; the surface areas of a plot count ground level only
  geom geometry(MultiPolygon, 28992) NOT NULL
);
CREATE INDEX geo_bgt_surfaces_geom_idx ON geo_bgt_surfaces USING gist (geom);
CREATE INDEX geo_bgt_surfaces_area_idx ON geo_bgt_surfaces (area, run_id);
CREATE INDEX geo_bgt_surfaces_id_idx ON geo_bgt_surfaces (identificatie);
GRANT SELECT ON geo_bgt_surfaces TO plotwise_app;
