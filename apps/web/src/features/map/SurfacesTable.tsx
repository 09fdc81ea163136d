import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlotSurfaces } from '@plotwise/contracts';
import { formatArea, formatPercent } from '../../lib/format';

const ROWS = [
  ['paved', 'pavedSquareMeters'],
  ['green', 'greenSquareMeters'],
  ['water', 'waterSquareMeters'],
  ['built', 'builtSquareMeters'],
  ['other', 'otherSquareMeters'],
] as const;

/**
 * The BGT surfaces inside plots as a small table: m² and share of the plots per class, and what the imported BGT
 * leaves unmapped (the plot panel and the location page show the same table).
 */
export function SurfacesTable({ surfaces }: { surfaces: PlotSurfaces }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const total = surfaces.plotSquareMeters;
  const mapped = ROWS.reduce((s, [, k]) => s + surfaces[k], 0);
  // under 1 m² is the rounding of the intersections, not a gap in the map
  const unmapped = total - mapped >= 1 ? total - mapped : 0;
  const rows: { key: string; m2: number }[] = ROWS.filter(([key, k]) => key !== 'other' || surfaces[k] > 0).map(([key, k]) => ({ key, m2: surfaces[k] }));
  if (unmapped) rows.push({ key: 'unmapped', m2: unmapped });
  const share = (m2: number) => (total > 0 ? formatPercent(m2 / total, lang) : '–');
  return (
    <>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm" data-testid="bgt-surfaces" aria-label={t('map.plot.surfaces.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('map.plot.surfaces.class')}</Table.Th>
            <Table.Th ta="right">{t('map.plot.surfaces.area')}</Table.Th>
            <Table.Th ta="right">{t('map.plot.surfaces.share')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ key, m2 }) => (
            <Table.Tr key={key} data-testid={`bgt-surface-${key}`}>
              <Table.Td>{t(`map.plot.surfaces.${key}`)}</Table.Td>
              <Table.Td ta="right">{formatArea(m2, lang, { hectares: false })}</Table.Td>
              <Table.Td ta="right">{share(m2)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('map.plot.surfaces.note')}
      </Text>
    </>
  );
}
