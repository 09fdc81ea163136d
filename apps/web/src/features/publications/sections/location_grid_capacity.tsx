import { Badge, Group, Stack, Text } from '@mantine/core';
import type { GridConstraint, PublicLocation } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionKind, SectionProps } from './types';

/** The operators' capacity map colours (transparant shows as grey: there is nothing to warn about). */
const COLOUR: Record<GridConstraint, string> = { transparant: 'gray', yellow: 'yellow', amber: 'orange', red: 'red' };

/** Grid congestion at the location: the operators' worst colour for demand with the MW, feeding in, and the date. */
function GridCapacity({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const grid: PublicLocation['gridCapacity'] = page.location?.gridCapacity ?? null;
  const title = paramText(section.param1) || t('publications.sectionTypes.location_grid_capacity');
  const status = (c: GridConstraint) => t(`publications.grid.${c}`);
  return (
    <SectionFrame type={section.type} title={title} empty={!grid && t('publications.sections.noGridCapacity')}>
      {grid && (
        <Stack gap={4} data-testid="pub-grid-capacity">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge size="sm" color={COLOUR[grid.demand]} variant={grid.demand === 'transparant' ? 'outline' : 'filled'} style={{ flexShrink: 0 }}>
              {status(grid.demand)}
            </Badge>
            <Text>
              {grid.demandAvailableMw !== null
                ? t('publications.grid.line', { status: status(grid.demand), mw: formatNumber(grid.demandAvailableMw, lang, 1) })
                : t('publications.grid.lineNoMw', { status: status(grid.demand) })}
              {' · '}
              {t('publications.grid.generation', { status: status(grid.generation) })}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('publications.grid.asOf', { date: formatDate(grid.asOf, lang) })}
            {grid.nearest && ` (${t('publications.grid.nearest')})`}
            {' · '}
            {t('publications.grid.source')}
          </Text>
        </Stack>
      )}
    </SectionFrame>
  );
}

export const locationGridCapacity: SectionKind = {
  type: 'location_grid_capacity',
  for: ['location', 'concept', 'searchquery'],
  params: [{ param: 'param1', label: 'publications.params.title' }],
  Render: GridCapacity,
};
