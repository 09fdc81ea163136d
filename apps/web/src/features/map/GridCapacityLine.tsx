import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { postcodeText, type GridCapacity, type GridConstraint } from '@plotwise/contracts';
import { formatDate, formatNumber } from '../../lib/format';

/** The operators' capacity map colours (transparant shows as grey: there is nothing to warn about). */
const COLOUR: Record<GridConstraint, string> = { transparant: 'gray', yellow: 'yellow', amber: 'orange', red: 'red' };

/** One line in the plot panel: grid congestion for demand at the plot's postcodes, with the MW and the delivery date. */
export function GridCapacityLine({ grid }: { grid: GridCapacity }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const date = formatDate(grid.asOf, lang);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="grid-capacity">
      <Badge size="xs" color={COLOUR[grid.demand]} variant={grid.demand === 'transparant' ? 'outline' : 'filled'} style={{ flexShrink: 0 }}>
        {t(`map.plot.grid.${grid.demand}`)}
      </Badge>
      <Text size="sm">
        {grid.demandAvailableMw !== null
          ? t('map.plot.grid.line', { mw: formatNumber(grid.demandAvailableMw, lang, 1), date })
          : t('map.plot.grid.lineNoMw', { date })}
        {' · '}
        {t('map.plot.grid.generation', { status: t(`map.plot.grid.${grid.generation}`) })}
        {grid.postcodes.length > 1 && ` (${t('map.plot.grid.worst', { count: grid.postcodes.length })})`}
        {grid.nearest && ` (${t('map.plot.grid.nearest', { postcode: postcodeText(grid.postcodes[0]) })})`}
      </Text>
    </Group>
  );
}
