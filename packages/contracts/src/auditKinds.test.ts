import { describe, expect, it } from 'vitest';
import { auditKindGroups, auditKinds } from './auditKinds';

describe('audit kind groups', () => {
  it('put every kind in exactly one group, so a filter by group never hides a kind', () => {
    const grouped = Object.values(auditKindGroups).flat();
    expect([...grouped].sort()).toEqual([...auditKinds].sort());
  });
});
