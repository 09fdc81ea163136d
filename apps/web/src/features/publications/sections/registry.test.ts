import { describe, expect, it } from 'vitest';
import { sectionTypes } from '@plotwise/contracts';
import { sectionRegistry } from './registry';

// Issue #19: every section type of spec section 3 is built; none may fall back to the "not available yet" block.
describe('the section registry', () => {
  it('holds every section type of the spec, each under its own type', () => {
    expect(sectionTypes.filter((type) => !sectionRegistry[type])).toEqual([]);
    for (const [type, kind] of Object.entries(sectionRegistry)) expect(kind?.type).toBe(type);
  });
});
