-- A run queued after an import (the static tile archives cut again when the data changed: ADR 0010 part 3) says so
-- in the run log, apart from the schedule and a staff member's "run now".
ALTER TABLE "scheduler_runs" DROP CONSTRAINT "scheduler_runs_trigger_check";
ALTER TABLE "scheduler_runs" ADD CONSTRAINT "scheduler_runs_trigger_check" CHECK ("trigger" IN ('schedule', 'manual', 'import'));
