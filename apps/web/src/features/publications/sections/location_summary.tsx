import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatArea } from '../../../lib/format';
import { SectionFrame, paramText } from './SectionFrame';
import { LocationDecision } from './LocationDecision';
import { LocationRating } from './LocationRating';
import type { SectionKind, SectionProps } from './types';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/**
 * The location at a glance: address, municipality, plot, size and status; on a location's own page of a search query
 * that allows it, the visitor accepts or rejects it here as in the list.
 */
function LocationSummary({ section, page, mode }: SectionProps) {
  const { t, i18n } = useTranslation();
  const l = page.location;
  const title = paramText(section.param1) || t('publications.sectionTypes.location_summary');
  return (
    <SectionFrame type={section.type} title={title} empty={!l && t('publications.sections.noLocation')}>
      {l && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Fact label={t('publications.facts.name')} value={l.name} />
          <Fact label={t('publications.facts.address')} value={l.display_address} />
          <Fact label={t('publications.facts.city')} value={l.city} />
          <Fact label={t('publications.facts.municipality')} value={l.municipality} />
          <Fact label={t('publications.facts.plotnr')} value={l.plotnr} />
          <Fact
            label={t('publications.facts.plotsize')}
            value={l.plotsize ? formatArea(l.plotsize, i18n.language) : null}
          />
          <Fact label={t('publications.facts.businesspark')} value={l.businesspark} />
          <Fact label={t('publications.facts.status')} value={l.statusName} />
        </SimpleGrid>
      )}
      {l && <LocationRating location={l} page={page} mode={mode} />}
      {l && <LocationDecision page={page} location={l} mode={mode} />}
    </SectionFrame>
  );
}

export const locationSummary: SectionKind = {
  type: 'location_summary',
  for: ['location', 'concept', 'searchquery'],
  params: [{ param: 'param1', label: 'publications.params.title' }],
  Render: LocationSummary,
};
