import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatArea, formatNumber } from '../../../lib/format';
import { SectionFrame, paramText } from './SectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionKind, SectionProps } from './types';

/** The concepts of the location with their figures (buildings, GFA, NFA, FSI of the generated buildings). */
function Concepts({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const concepts = page.location?.concepts ?? [];
  const title = paramText(section.param1) || t(`publications.sectionTypes.${section.type}`);
  const dash = '–';
  // a dash stands for a concept without buildings (one with buildings is generated before the page is answered)
  const anyDash = concepts.some((c) => c.gfa === null || c.nfa === null || c.fsi === null);
  return (
    <SectionFrame
      type={section.type}
      title={title}
      empty={!concepts.length && t('publications.sections.noConcepts')}
    >
      <SectionTable minWidth={360} testId="pub-concepts">
        <thead>
          <tr>
            <th>{t('publications.facts.concept')}</th>
            <th className="pub-num">{t('publications.facts.buildings')}</th>
            <th className="pub-num">{t('publications.facts.gfa')}</th>
            <th className="pub-num">{t('publications.facts.nfa')}</th>
            <th className="pub-num">{t('publications.facts.fsi')}</th>
          </tr>
        </thead>
        <tbody>
          {concepts.map((c) => (
            <tr key={c.key}>
              <td>{c.name}</td>
              <td className="pub-num">{formatNumber(c.buildings, lang, 0)}</td>
              <td className="pub-num">
                {c.gfa === null ? dash : formatArea(c.gfa, lang, { hectares: false })}
              </td>
              <td className="pub-num">
                {c.nfa === null ? dash : formatArea(c.nfa, lang, { hectares: false })}
              </td>
              <td className="pub-num">{c.fsi === null ? dash : formatNumber(c.fsi, lang)}</td>
            </tr>
          ))}
        </tbody>
      </SectionTable>
      {anyDash && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('publications.facts.dashNote')}
        </Text>
      )}
    </SectionFrame>
  );
}

export const locationConcepts: SectionKind = {
  type: 'location_concepts',
  for: ['location', 'concept'],
  params: [{ param: 'param1', label: 'publications.params.title' }],
  Render: Concepts,
};

/** The concept of a concept publication: the same figures, for that one concept. */
export const conceptSummary: SectionKind = {
  type: 'concept_summary',
  for: ['concept'],
  params: [{ param: 'param1', label: 'publications.params.title' }],
  Render: Concepts,
};
