import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatArea, formatNumber } from '../../../lib/format';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionKind, SectionProps } from './types';

/** The concepts of the location with their figures (buildings, GFA, NFA, FSI of the generated buildings). */
function Concepts({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const concepts = page.location?.concepts ?? [];
  const title = paramText(section.param1) || t(`publications.sectionTypes.${section.type}`);
  const dash = '–';
  return (
    <SectionFrame
      type={section.type}
      title={title}
      empty={!concepts.length && t('publications.sections.noConcepts')}
    >
      <Table.ScrollContainer minWidth={360}>
        <Table striped data-testid="pub-concepts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('publications.facts.concept')}</Table.Th>
              <Table.Th ta="right">{t('publications.facts.buildings')}</Table.Th>
              <Table.Th ta="right">{t('publications.facts.gfa')}</Table.Th>
              <Table.Th ta="right">{t('publications.facts.nfa')}</Table.Th>
              <Table.Th ta="right">{t('publications.facts.fsi')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {concepts.map((c) => (
              <Table.Tr key={c.key}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td ta="right">{formatNumber(c.buildings, lang, 0)}</Table.Td>
                <Table.Td ta="right">
                  {c.gfa === null ? dash : formatArea(c.gfa, lang, { hectares: false })}
                </Table.Td>
                <Table.Td ta="right">
                  {c.nfa === null ? dash : formatArea(c.nfa, lang, { hectares: false })}
                </Table.Td>
                <Table.Td ta="right">{c.fsi === null ? dash : formatNumber(c.fsi, lang)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt={4}>
        {t('publications.facts.dashNote')}
      </Text>
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
