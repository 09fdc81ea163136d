import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLength, formatNumber } from '../../../lib/format';
import { constraintName } from './constraintName';
import { SectionFrame, paramText } from './SectionFrame';
import { SectionTable } from './SectionTable';
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
            <SectionTable minWidth={300} spaced testId="pub-constraints">
              <thead>
                <tr>
                  <th>{t('publications.facts.constraint')}</th>
                  <th>{t('publications.facts.zone')}</th>
                  <th className="pub-num">{t('publications.facts.value')}</th>
                </tr>
              </thead>
              <tbody>
                {l.constraints.map((c, i) => {
                  const named = constraintName(c, t);
                  return (
                    <tr key={i}>
                      <td>
                        {named.name}
                        {named.kind && (
                          <Text span size="sm" c="dimmed">
                            {' · '}
                            {named.kind}
                          </Text>
                        )}
                      </td>
                      <td>{c.zone ?? ''}</td>
                      <td className="pub-num">{c.value === null ? '' : formatNumber(c.value, lang)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </SectionTable>
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
