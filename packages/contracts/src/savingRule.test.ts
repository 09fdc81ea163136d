import { describe, expect, it } from 'vitest';
import { applySavingRule } from './savingRule';

describe('applySavingRule', () => {
  it('strips non-numeric ids and string foreign keys, keeps administrationId and numbers', () => {
    expect(
      applySavingRule({ id: 'tmp-1', locationId: 'abc', conceptId: 7, administrationId: 'ADM-9', name: 'x' }),
    ).toEqual({ conceptId: 7, administrationId: 'ADM-9', name: 'x' });
  });
  it('applies to nested configs and arrays', () => {
    expect(applySavingRule({ id: 3, cfg: { id: 'new', presets: [{ id: 'p', companyPresetId: '1', name: 'A' }] } })).toEqual({
      id: 3,
      cfg: { presets: [{ name: 'A' }] },
    });
  });
  it('keeps null foreign keys so that a link can be cleared', () => {
    expect(applySavingRule({ publicationId: null })).toEqual({ publicationId: null });
  });
});
