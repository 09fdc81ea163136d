import { STORED_RESULT_FORMAT } from '../api/storedResult';
import type { ApiRecord } from '../types';
import {
  resolveGeneratorVersion,
  type BuildingModel,
  type FormFactors,
  type GeneratorInput,
  type GeneratorMessage,
  type GeneratorResult,
} from '@plotwise/core/generator/index';

type BuildingRow = ApiRecord<'buildings'>;
type StoredMessage = NonNullable<BuildingRow['messages']>[number];

/**
 * What `buildings.result` holds (spec 4, "the result is stored"): the model and form factors a screen shows,
 * the key of the input they were made from and the format. The messages go to `buildings.messages`, not here.
 * The standard 5-building concept stores 15-92 kB per building (323 kB in all, docs/concepts.md 3).
 */
export interface StoredResult {
  format: typeof STORED_RESULT_FORMAT;
  input_key: string;
  model: BuildingModel;
  form_factors: FormFactors;
}

/** The stored form of a generation: model and form factors under the key of their input. */
export function toStoredResult(inputKey: string, result: GeneratorResult): StoredResult {
  return { format: STORED_RESULT_FORMAT, input_key: inputKey, model: result.model, form_factors: result.form_factors };
}

const integerOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : null;

/** A generation's messages as the `messages` column holds them (integer ids, as the contracts' schema asks). */
export function storedMessages(buildingId: number, result: GeneratorResult): StoredMessage[] {
  return result.messages.map((m) => ({
    message: m.message,
    target: m.target ?? null,
    value: m.value ?? null,
    building_id: buildingId,
    unit_id: integerOrNull(m.unit_id),
  }));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The version label the building's generation uses now (null below version 3: the empty space). */
const currentLabel = (input: GeneratorInput): string | null =>
  resolveGeneratorVersion(input.building.version)?.label ?? null;

/**
 * The stored result of a building when it may be shown instead of generating (spec 4: generation runs again
 * only when dirty or forced): the row is not dirty, the result has this format, was made by the generator
 * version the building asks for now, and from this very input (`inputKey`). Anything else: null.
 */
export function usableStoredResult(
  row: Pick<BuildingRow, 'dirty' | 'result' | 'messages'>,
  input: GeneratorInput,
  inputKey: string,
): GeneratorResult | null {
  if (row.dirty !== false) return null;
  const stored = row.result;
  if (!isRecord(stored) || stored.format !== STORED_RESULT_FORMAT || stored.input_key !== inputKey) return null;
  const model = stored.model;
  if (!isRecord(model) || !isRecord(stored.form_factors)) return null;
  if ((model.generator_version ?? null) !== currentLabel(input)) return null;
  return {
    model: model as unknown as BuildingModel,
    form_factors: stored.form_factors as unknown as FormFactors,
    messages: (row.messages ?? []) as GeneratorMessage[],
  };
}
