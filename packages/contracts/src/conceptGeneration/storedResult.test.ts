import { exampleInput, generate, generatorVersions } from '@plotwise/core/generator/index';
import { describe, expect, it } from 'vitest';
import { canonicalJson, generatorInputKey } from './inputKey';
import { STORED_RESULT_FORMAT } from '../api/storedResult';
import { storedMessages, toStoredResult, usableStoredResult } from './storedResult';

const input = exampleInput('7', { length: 30, width: 12, height: 15 }, { blocktype: 'gallery_flats' });
const key = generatorInputKey(input);
const result = generate(input);
const stored = JSON.parse(JSON.stringify(toStoredResult(key, result))) as unknown;

describe('the input key', () => {
  it('is the same for the same input however its objects were built, and differs for any change', () => {
    const reordered = JSON.parse(canonicalJson({ site: input.site, units: input.units, building: input.building }));
    expect(generatorInputKey(reordered)).toBe(key);
    const moved = { ...input, building: { ...input.building, x: input.building.x + 0.01 } };
    expect(generatorInputKey(moved)).not.toBe(key);
    const smallerSite = { ...input, site: { ...input.site, plot_area: 1 } };
    expect(generatorInputKey(smallerSite)).not.toBe(key);
  });

  it('leaves undefined fields out, as JSON does', () => {
    expect(canonicalJson({ b: 1, a: undefined, c: [1, { z: 2, y: null }] })).toBe('{"b":1,"c":[1,{"y":null,"z":2}]}');
  });
});

describe('a stored result', () => {
  const row = { dirty: false, result: stored, messages: storedMessages(7, result) };

  it('is shown when clean, of this format, version label and input', () => {
    const shown = usableStoredResult(row, input, key);
    expect(shown?.model).toEqual(JSON.parse(JSON.stringify(result.model)));
    expect(shown?.form_factors).toEqual(JSON.parse(JSON.stringify(result.form_factors)));
  });

  it('is not shown when dirty, missing, of another format, input or version label', () => {
    expect(usableStoredResult({ ...row, dirty: true }, input, key)).toBeNull();
    expect(usableStoredResult({ ...row, dirty: null }, input, key)).toBeNull();
    expect(usableStoredResult({ ...row, result: null }, input, key)).toBeNull();
    expect(usableStoredResult({ ...row, result: { ...(stored as object), format: STORED_RESULT_FORMAT + 1 } }, input, key)).toBeNull();
    expect(usableStoredResult(row, input, `${key}x`)).toBeNull();
    // the building now asks for another generator version: its result is made again
    const other = generatorVersions.find((v) => v.label !== result.model.generator_version)!;
    const asked = { ...input, building: { ...input.building, version: Number(other.label) } };
    expect(usableStoredResult(row, asked, key)).toBeNull();
  });

  it("keeps the model and form factors, the messages go to the building's messages with integer ids", () => {
    expect(Object.keys(stored as object).sort()).toEqual(['form_factors', 'format', 'input_key', 'model']);
    const said = storedMessages(7, {
      ...result,
      messages: [{ message: 'no_units', target: 'mix', value: 'x', building_id: '7', unit_id: 'u50' }, { message: 'no_units', target: 'mix', value: 1, building_id: 7, unit_id: '12' }],
    });
    expect(said.map((m) => [m.building_id, m.unit_id])).toEqual([
      [7, null],
      [7, 12],
    ]);
  });
});
