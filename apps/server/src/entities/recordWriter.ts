import type { EntityDef } from '@plotwise/contracts';

/** The generic writes as a hook gets them (a hook importing writeRecord would make an import cycle). */
export interface RecordWriter {
  create(def: EntityDef, body: unknown): Promise<number>;
  /** several records of one entity at once (set-based, their hooks once for all): ids in the order of the bodies */
  createMany(def: EntityDef, bodies: unknown[]): Promise<number[]>;
  update(def: EntityDef, id: number, body: unknown): Promise<void>;
}
