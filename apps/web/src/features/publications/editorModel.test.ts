import { describe, expect, it } from 'vitest';
import type { PublicPage } from '@plotwise/contracts';
import { editorSections, previewPage } from './editorModel';

const stored = [
  {
    id: 2,
    type: 'survey',
    order: 20,
    publicationId: 1,
    cfg: {
      id: 9,
      sectionId: 2,
      param1: 'Enquête',
      param2: null,
      questions: [
        {
          id: 5,
          sectionCfgId: 9,
          name: 'Interesse?',
          type: 'select',
          status: 'published',
          order: 10,
          values: [{ id: 1, surveyquestionId: 5, name: 'Ja', value: 'yes' }],
          answers: [{ id: 3, value: 'yes' }],
        },
        { id: 6, sectionCfgId: 9, name: 'Verborgen', type: 'text', status: 'hidden', order: 20 },
      ],
    },
  },
  { id: 1, type: 'custom_text', order: 10, publicationId: 1, cfg: null },
] as never;

describe('editor model', () => {
  it('orders sections, keeps ids of questions and values (hidden ones too), drops answers', () => {
    const s = editorSections(stored);
    expect(s.map((x) => x.id)).toEqual([1, 2]);
    expect(s[1]!.param1).toBe('Enquête');
    expect(s[1]!.questions.map((q) => q.status)).toEqual(['published', 'hidden']);
    expect(s[1]!.questions[0]).toMatchObject({ id: 5, values: [{ id: 1, name: 'Ja', value: 'yes' }] });
    expect(JSON.stringify(s)).not.toContain('answers');
  });
  it('the preview takes the editor sections over the stored page', () => {
    const base = {
      publication: { name: 'Oud' },
      sections: [],
      locations: [],
      location: null,
    } as unknown as PublicPage;
    const p = previewPage(base, editorSections(stored), { name: 'Nieuw' });
    expect(p.publication.name).toBe('Nieuw');
    expect(p.sections.map((x) => x.type)).toEqual(['custom_text', 'survey']);
    expect(p.sections[1]!.questions.map((q) => q.name)).toEqual(['Interesse?']);
    expect(p.sections[1]!.questions[0]!.values).toEqual([{ name: 'Ja', value: 'yes' }]);
  });
});
