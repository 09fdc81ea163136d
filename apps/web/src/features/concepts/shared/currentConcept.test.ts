import { describe, expect, it } from 'vitest';
import { currentConceptPatch } from './currentConcept';

// The two editors and the hook as text (only these files: a wider glob would hide dead files from knip).
const sources = import.meta.glob(
  ['../editor/useConceptEditor.ts', '../../buildings/BuildingEditorScreen.tsx', './useCurrentConcept.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;
const source = (end: string) => Object.entries(sources).find(([path]) => path.endsWith(end))![1];

describe('the current concept of the user', () => {
  it('is set to the opened concept and its location, unless it is already or was asked for once', () => {
    expect(currentConceptPatch({ current: null, askedBefore: null }, 7, 42)).toEqual({
      current_location: 7,
      current_concept: 42,
    });
    expect(currentConceptPatch({ current: 41, askedBefore: 41 }, 7, 42)).toEqual({
      current_location: 7,
      current_concept: 42,
    });
    expect(currentConceptPatch({ current: 42, askedBefore: null }, 7, 42)).toBeNull();
    expect(currentConceptPatch({ current: undefined, askedBefore: 42 }, 7, 42)).toBeNull();
  });

  it('is set by the concept editor and the building editor through the one hook, never written by them', () => {
    expect(Object.keys(sources)).toHaveLength(3);
    for (const editor of ['useConceptEditor.ts', 'BuildingEditorScreen.tsx']) {
      expect(source(editor), editor).toMatch(/\buseCurrentConcept\(locationId, conceptId\)/);
      expect(source(editor), editor).not.toMatch(/current_concept/);
    }
    // the hook sends what currentConceptPatch answers, nothing of its own
    expect(source('useCurrentConcept.ts')).toMatch(/currentConceptPatch\(/);
    expect(source('useCurrentConcept.ts')).not.toMatch(/current_concept\s*:/);
  });
});
