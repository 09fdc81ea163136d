-- 0065: what an omgevingsplan delivery held and lacked (issue #41 item 3), one row per import of a besluit (`area`, as
-- the other geo_ow_* tables; a re-import of the besluit replaces it): the regeling as the STOP regeling names it, or
-- without one as the OW manifest does (`regeling_from` 'stop' or 'manifest'), its expression (STOP only), the doel, the
-- files the manifests name that are absent, the references that resolve nowhere by kind (count and examples) and the
-- locations without geometry. A location where a partial delivery's rules or norms apply reads "partly checked" with why.
CREATE TABLE geo_ow_deliveries (
  id bigserial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES geo_import_runs (id),
  area text NOT NULL,
  regeling text,
  besluit text,
  datum_bekendmaking text,
  inwerkingtreding text,
  regeling_expression text,
  regeling_from text,
  doel text,
  absent_files jsonb NOT NULL DEFAULT '[]',
  unresolved jsonb NOT NULL DEFAULT '[]',
  without_geometry jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX geo_ow_deliveries_area_idx ON geo_ow_deliveries (area, run_id);
CREATE INDEX geo_ow_deliveries_regeling_idx ON geo_ow_deliveries (regeling);
GRANT SELECT ON geo_ow_deliveries TO plotwise_app;
