import type { EntityDef } from '@plotwise/contracts';

/** The generic writes as a hook gets them (a hook importing writeRecord would make an import cycle). */
export interface RecordWriter {
  create(def: EntityDef, body: unknown): Promise<number>;
  update(def: EntityDef, id: number, body: unknown): Promise<void>;
}
