import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { serverFieldErrors } from '../../ui/form/serverFieldErrors';

const refusal = (message: string, details?: unknown, code: ApiError['code'] = 'validation_failed') =>
  new ApiError({ status: 400, code, message, details, method: 'PATCH', url: '/api/x' });
const same = (path: string) => path;

describe('serverFieldErrors', () => {
  it('puts the zod issues of a route at the fields they name', () => {
    const e = refusal('apiKey: an API key of the Kadaster', { issues: [{ code: 'too_small', path: ['apiKey'], message: 'an API key of the Kadaster' }] });
    expect(serverFieldErrors(e, same)).toEqual({ apiKey: 'an API key of the Kadaster' });
  });

  it('maps the dotted paths of the entity checks, and leaves out what the form does not have', () => {
    const e = refusal('cfg.parameters.corridor_width: a number like 1.5; cfg.style.textColor: a colour like #1a2b3c', {
      issues: [
        { path: 'cfg.parameters.corridor_width', message: 'a number like 1.5' },
        { path: 'cfg.style.textColor', message: 'a colour like #1a2b3c' },
      ],
    });
    const fieldOf = (p: string) => (p.startsWith('cfg.parameters.') ? p.slice(4) : null);
    expect(serverFieldErrors(e, fieldOf)).toEqual({ 'parameters.corridor_width': 'a number like 1.5' });
  });

  it('keeps the first problem of a field', () => {
    const e = refusal('name: too long; name: not unique', { issues: [{ path: ['name'], message: 'too long' }, { path: ['name'], message: 'not unique' }] });
    expect(serverFieldErrors(e, same)).toEqual({ name: 'too long' });
  });

  it('reads "field: message" from the text when the answer has no issues', () => {
    expect(serverFieldErrors(refusal('file: a file is required'), same)).toEqual({ file: 'a file is required' });
    expect(serverFieldErrors(refusal('A company needs a way to sign in: keep password sign-in on'), same)).toEqual({});
  });

  it('names no field for other failures', () => {
    expect(serverFieldErrors(refusal('name: taken', undefined, 'conflict'), same)).toEqual({});
    expect(serverFieldErrors(new Error('name: offline'), same)).toEqual({});
    expect(serverFieldErrors(undefined, same)).toEqual({});
  });
});
