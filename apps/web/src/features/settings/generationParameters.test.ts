import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodValidate } from '../../ui/form/zodValidate';
import { GENERATION_PARAMETERS, PARAMETER_PATHS, PARAMETERS_SCHEMA, trimmedParameters, withParameterTexts } from './generationParameters';

const t = (key: string) => key;
const check = zodValidate(z.object({ parameters: PARAMETERS_SCHEMA }), t);
const withValue = (name: string, value: string) => ({ parameters: { ...GENERATION_PARAMETERS, [name]: value } });

describe('generation parameters', () => {
  it('have the defaults of the contracts, one form path each', () => {
    expect(GENERATION_PARAMETERS.corridor_width).toBe('1.5');
    expect(GENERATION_PARAMETERS).not.toHaveProperty('companyCfgId');
    expect(PARAMETER_PATHS).toContain('parameters.corridor_width');
    expect(PARAMETER_PATHS).toHaveLength(Object.keys(GENERATION_PARAMETERS).length);
  });

  it('are decimal numbers, spaces around them aside, and never empty', () => {
    expect(check({ parameters: GENERATION_PARAMETERS })).toEqual({});
    expect(check(withValue('corridor_width', ' 1.8 '))).toEqual({});
    expect(Object.keys(check(withValue('corridor_width', '1,8')))).toEqual(['parameters.corridor_width']);
    expect(Object.keys(check(withValue('street_width', '')))).toEqual(['parameters.street_width']);
    expect(Object.keys(check(withValue('street_width', '-6')))).toEqual(['parameters.street_width']);
  });

  it("leave a parking building's maximum depth and length empty by default: no cap (the spec's 5 m is a bay's depth)", () => {
    expect([GENERATION_PARAMETERS.max_parking_depth, GENERATION_PARAMETERS.max_parking_length]).toEqual(['', '']);
    expect(check(withValue('max_parking_depth', ''))).toEqual({});
    expect(check(withValue('max_parking_depth', '32'))).toEqual({});
    expect(Object.keys(check(withValue('max_parking_depth', 'diep')))).toEqual(['parameters.max_parking_depth']);
  });

  it('tell every problem with a parameter in one sentence, and leave other fields alone', () => {
    expect(withParameterTexts({ 'parameters.street_width': 'ui.form.required', 'presets.0.name': 'ui.form.required' }, t)).toEqual({
      'parameters.street_width': 'settings.parameters.notANumber',
      'presets.0.name': 'ui.form.required',
    });
  });

  it('are sent without the spaces around them', () => {
    expect(trimmedParameters({ corridor_width: ' 1.8 ', street_width: '6' })).toEqual({ corridor_width: '1.8', street_width: '6' });
  });
});
