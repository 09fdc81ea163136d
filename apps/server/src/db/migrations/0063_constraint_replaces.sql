-- 0063: a hand-entered constraint can replace a derived one (issue #39 item 4). The hand row holds the key of the
-- derived constraint it replaces (core zoning derivedKey: its zoning object or article and what its description
-- names, without the value), not its id: a refresh of the zoning deletes and derives the rows again with new ids,
-- and the choice must hold for the row derived again. Core's constraintsInForce decides what is in force from it.
ALTER TABLE "constraints" ADD COLUMN "replaces" text;
