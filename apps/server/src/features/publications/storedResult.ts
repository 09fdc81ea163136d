import { STORED_RESULT_FORMAT } from '@plotwise/contracts';
import type { BuildingModel } from '@plotwise/core';

/** A building's stored generator result as the public page reads it. */
export type Stored = { model: BuildingModel; form_factors: Record<string, unknown> };

/** A plain JSON object. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored result of a building when it is clean and of the current format, else null. */
export function cleanStored(row: { dirty: boolean | null; result: unknown }): Stored | null {
  const r = row.result;
  if (row.dirty !== false || !isRecord(r) || r.format !== STORED_RESULT_FORMAT) return null;
  const model = r.model;
  if (!isRecord(model) || !isRecord(r.form_factors) || !isRecord(model.children) || !isRecord(model.shape)) return null;
  return { model: model as unknown as BuildingModel, form_factors: r.form_factors };
}

