-- 0052 (issue #17, the result cache, docs/concepts.md 3): storing a building's generation result is no change of an
-- input of the location's production value (0045). The web writes `result`, `messages` and so `dirty` and
-- `updated_at` back after generating; with the trigger of 0045 every such write sent the location's first concept
-- through the finance engine (and its generator) again on the server. Every other column still counts, also columns
-- added later, since the comparison leaves out only these four.
DROP TRIGGER "buildings_production_value" ON "buildings";
CREATE TRIGGER "buildings_production_value" AFTER INSERT OR DELETE ON "buildings"
  FOR EACH ROW EXECUTE FUNCTION plotwise_production_value_input_changed();
CREATE TRIGGER "buildings_production_value_update" AFTER UPDATE ON "buildings"
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'result' - 'messages' - 'dirty' - 'updated_at')
        IS DISTINCT FROM (to_jsonb(NEW) - 'result' - 'messages' - 'dirty' - 'updated_at'))
  EXECUTE FUNCTION plotwise_production_value_input_changed();
