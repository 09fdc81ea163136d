import { describe, expect, it } from 'vitest';
import { containing } from './containing';

describe('containing', () => {
  it('matches anywhere and takes LIKE wildcards literally', () => {
    expect(containing('bouw')).toBe('%bouw%');
    expect(containing('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(containing('')).toBeNull();
    expect(containing(undefined)).toBeNull();
  });
});
