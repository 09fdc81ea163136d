-- The geo_* reference tables keep run_id (which import wrote the row) but no longer check it with a foreign key.
-- A foreign key is checked by a trigger per row: on a COPY of 100 000 BAG verblijfsobjecten that was 0.6 of
-- PostgreSQL's 1.5 s (docs/geodata.md, "Benchmark"). The rule holds by construction instead: only the import
-- runner writes these rows, always with the id of the run it inserted first in the same transaction, and runs
-- are never deleted.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT con.conrelid::regclass AS tbl, con.conname
    FROM pg_constraint con
    WHERE con.contype = 'f' AND con.confrelid = 'geo_import_runs'::regclass
  LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', c.tbl, c.conname);
  END LOOP;
END $$;
