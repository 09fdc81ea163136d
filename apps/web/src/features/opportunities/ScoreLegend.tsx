import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SCORE_STOPS } from './scoreColours';

/** The legend of the search map: the colours of the matches' scores, 0 to 100. */
export function ScoreLegend() {
  const { t } = useTranslation();
  const gradient = `linear-gradient(to right, ${SCORE_STOPS.map(([s, c]) => `${c} ${s}%`).join(', ')})`;
  return (
    <Paper withBorder shadow="xs" p={6} pos="absolute" bottom={36} left={10} style={{ zIndex: 2 }} data-testid="score-legend">
      <Text size="xs" fw={600}>
        {t('opportunities.map.legend')}
      </Text>
      <div aria-hidden style={{ width: 140, height: 8, background: gradient, borderRadius: 2, margin: '4px 0 2px' }} />
      <Group justify="space-between">
        <Text size="xs">0</Text>
        <Text size="xs">100</Text>
      </Group>
    </Paper>
  );
}
