import { generalDefaults } from '../constants/buildingDefaults';
import { radians, rdPoint } from '../units/units';
import type { GeneratorResult } from './generateBuilding';
import { emptyResult, generateBuilding } from './generateBuilding';
import type { GeneratorInput } from './generatorInput';

/** One generator version: its label and the function that generates with it. */
export interface GeneratorVersion {
  label: string;
  generate: (input: GeneratorInput) => GeneratorResult;
}

const current = (label: string): GeneratorVersion => ({
  label,
  generate: (input) => generateBuilding(input, label),
});

/**
 * Generator versions of spec section 4, oldest first; the last entry is the latest. Versions 3 to 3.7 run
 * the same algorithm today (the history of what differed is not in the spec), so a building keeps its
 * label and the next version is one new entry here.
 */
export const generatorVersions: readonly GeneratorVersion[] = [
  current('3'),
  current('3.1'),
  current('3.2'),
  current('3.3'),
  current('3.4'),
  current('3.5'),
  current('3.6'),
  current('3.7'),
];

/** The version a building's `version` field selects: exact match, else the latest; null below 3. */
export function resolveGeneratorVersion(version: number | null | undefined): GeneratorVersion | null {
  const v = version ?? generalDefaults.defaultGeneratorVersion;
  if (!Number.isFinite(v) || v < 3) return null;
  return (
    generatorVersions.find((g) => Number(g.label) === v) ?? generatorVersions[generatorVersions.length - 1]!
  );
}

/** Generates a building with the version its record asks for; versions below 3 yield an empty space. */
export function generate(input: GeneratorInput): GeneratorResult {
  const version = resolveGeneratorVersion(input.building.version);
  if (version) return version.generate(input);
  const b = input.building;
  return emptyResult(input, { origin: rdPoint(b.x, b.y), rotate_z: radians(b.rotate_z) }, null, [
    {
      message: 'generator_version_unsupported',
      target: 'version',
      value: b.version,
      building_id: b.id,
      unit_id: null,
    },
  ]);
}
