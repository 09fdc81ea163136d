-- Omgevingswet: omgevingsplan deliveries (STOP akn regeling + IMOW OW files + GIO GML), docs/geodata.md "Omgevingsplan".
-- National reference data like geo_zoning_*: every row carries the import run and its `area`, which is the besluit
-- (work id) that delivered it. A re-import of the same besluit replaces its rows; a later besluit (an amendment) adds
-- rows beside the earlier ones, so an object delivered again has one row per besluit: the newest import is the
-- version in force, the earlier rows are its history (see apps/server/src/geodata/omgevingsplan/rulesAtPlot.ts).

-- Rule texts: articles and leden of the regeling, by wId.
CREATE TABLE geo_ow_articles (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  regeling text,                 -- the regeling's work id (/akn/nl/act/...)
  besluit text,                  -- the besluit's work id (/akn/nl/bill/...)
  datum_bekendmaking text,
  inwerkingtreding text,
  wid text NOT NULL,
  kind text NOT NULL,            -- Artikel, Lid
  nummer text,
  opschrift text,
  tekst text
);
CREATE INDEX geo_ow_articles_wid_idx ON geo_ow_articles (wid);
CREATE INDEX geo_ow_articles_area_idx ON geo_ow_articles (area, run_id);

-- OW objects: Regeltekst, the juridische regels (RegelVoorIedereen, Instructieregel, Omgevingswaarderegel),
-- Activiteit, Gebiedsaanwijzing, Omgevingsnorm, Omgevingswaarde, Pons, Regelingsgebied, Gebied, Gebiedengroep,
-- Ambtsgebied. `refs` holds the object's references by kind: {regeltekst:[...], activiteit:[...], locatie:[...], ...}.
CREATE TABLE geo_ow_objects (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  regeling text,
  besluit text,
  datum_bekendmaking text,
  inwerkingtreding text,
  identificatie text NOT NULL,
  kind text NOT NULL,
  wid text,                      -- Regeltekst: the article or lid it stands for
  naam text,                     -- naam / noemer
  type text,                     -- last part of the value list URI (MaximumBouwhoogte, Functie ...)
  groep text,
  eenheid text,
  geometrie_ref text,            -- Gebied: the basisgeo:id of its geometry in a GIO
  refs jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX geo_ow_objects_id_idx ON geo_ow_objects (identificatie);
CREATE INDEX geo_ow_objects_area_idx ON geo_ow_objects (area, run_id);

-- Normwaarden of omgevingsnormen and omgevingswaarden: exactly one of kwantitatief, kwalitatief, in_regeltekst.
CREATE TABLE geo_ow_normwaarden (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  regeling text,
  besluit text,
  datum_bekendmaking text,
  inwerkingtreding text,
  identificatie text NOT NULL,
  norm_id text NOT NULL,
  norm_kind text NOT NULL,       -- Omgevingsnorm, Omgevingswaarde
  norm_naam text,
  norm_type text,
  eenheid text,
  kwantitatief double precision,
  kwalitatief text,
  in_regeltekst text,
  locatie_id text NOT NULL
);
CREATE INDEX geo_ow_normwaarden_norm_idx ON geo_ow_normwaarden (norm_id);
CREATE INDEX geo_ow_normwaarden_area_idx ON geo_ow_normwaarden (area, run_id);

-- GIO geometries (RD New), by basisgeo:id, with the GIO's work id and the norm value a GIO may carry per location.
CREATE TABLE geo_ow_geometries (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  besluit text,
  gio text,
  basisgeo_id text NOT NULL,
  naam text,
  normwaarde text,
  geom geometry(MultiPolygon, 28992) NOT NULL
);
CREATE INDEX geo_ow_geometries_id_idx ON geo_ow_geometries (basisgeo_id);
CREATE INDEX geo_ow_geometries_area_idx ON geo_ow_geometries (area, run_id);
CREATE INDEX geo_ow_geometries_geom_idx ON geo_ow_geometries USING gist (geom);
