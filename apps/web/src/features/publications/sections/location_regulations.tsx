import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLength, formatNumber } from '../../../lib/format';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionKind, SectionProps } from './types';

/** The zoning of the location: zones, maximum height and FSI, and its constraints. */
function Regulations({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const l = page.location;
  const lang = i18n.language;
  const title = paramText(section.param1) || t('publications.sectionTypes.location_regulations');
  const none = !l || (!l.zones.length && l.maxHeight === null && l.maxFsi === null && !l.constraints.length);
  return (
    <SectionFrame type={section.type} title={title} empty={none && t('publications.sections.noRegulations')}>
      {l && (
        <>
          {l.zones.length > 0 && (
            <Group gap="xs" mb="sm">
              {l.zones.map((z) => (
                <Badge key={z} variant="light">
                  {z}
                </Badge>
              ))}
            </Group>
          )}
          {l.maxHeight !== null && (
            <Text>{t('publications.facts.maxHeight', { value: formatLength(l.maxHeight, lang) })}</Text>
          )}
          {l.maxFsi !== null && (
            <Text>{t('publications.facts.maxFsi', { value: formatNumber(l.maxFsi, lang) })}</Text>
          )}
          {l.constraints.length > 0 && (
            <Table.ScrollContainer minWidth={300} mt="sm">
              <Table striped data-testid="pub-constraints">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('publications.facts.constraint')}</Table.Th>
                    <Table.Th>{t('publications.facts.zone')}</Table.Th>
                    <Table.Th ta="right">{t('publications.facts.value')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {l.constraints.map((c, i) => (
                    <Table.Tr key={i}>
                      <Table.Td>{c.name || c.type}</Table.Td>
                      <Table.Td>{c.zone ?? ''}</Table.Td>
                      <Table.Td ta="right">{c.value === null ? '' : formatNumber(c.value, lang)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </SectionFrame>
  );
}

export const locationRegulations: SectionKind = {
  type: 'location_regulations',
  for: ['location', 'concept', 'searchquery'],
  params: [{ param: 'param1', label: 'publications.params.title' }],
  Render: Regulations,
};
