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
  it('keeps a scores section indicators in their order, and the preview shows the server values of the stored page', () => {
    const scores = [
      {
        id: 3,
        type: 'business_park_scores',
        order: 30,
        publicationId: 1,
        cfg: {
          id: 11,
          sectionId: 3,
          param1: null,
          param2: null,
          indicators: [
            { id: 8, sectionCfgId: 11, type: 'net_hectares', name: null, order: 20, score: null },
            { id: 7, sectionCfgId: 11, type: 'custom', name: 'Eigen', order: 10, score: 6.5, description: 'uitleg' },
          ],
        },
      },
    ] as never;
    const s = editorSections(scores);
    expect(s[0]!.indicators).toEqual([
      { id: 7, type: 'custom', name: 'Eigen', description: 'uitleg', score: 6.5, order: 10 },
      { id: 8, type: 'net_hectares', name: '', description: null, score: null, order: 20 },
    ]);
    const computed = [{ type: 'net_hectares', name: '', description: null, unit: 'ha', value: 31.2, missing: null }];
    const base = { publication: {}, sections: [{ id: 3, scores: computed }], locations: [], location: null } as unknown as PublicPage;
    expect(previewPage(base, s, {}).sections[0]!.scores).toEqual(computed);
    expect(previewPage({ ...base, sections: [] }, s, {}).sections[0]!.scores).toBeUndefined();
  });
});
