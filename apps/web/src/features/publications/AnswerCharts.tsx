import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyAnswerRow } from '@plotwise/contracts';
import { formatNumber, formatPercent } from '../../lib/format';
import { answerCharts, type AnswerBar, type QuestionChart } from './answerCharts';

/** A chart per survey question: its answers per choice, star or range of numbers, as bars with counts and shares. */
export function AnswerCharts({ rows }: { rows: readonly SurveyAnswerRow[] }) {
  const charts = useMemo(() => answerCharts(rows), [rows]);
  if (!charts.length) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="answer-charts">
      {charts.map((c) => (
        <QuestionCard key={c.questionId} chart={c} />
      ))}
    </SimpleGrid>
  );
}

function QuestionCard({ chart }: { chart: QuestionChart }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const most = Math.max(1, ...chart.bars.map((b) => b.count));
  const label = (b: AnswerBar) => {
    if (b.range) return b.range[0] === b.range[1] ? formatNumber(b.range[0], lang) : `${formatNumber(b.range[0], lang)} – ${formatNumber(b.range[1], lang)}`;
    if (chart.type === 'rating') return t('publications.answers.stars', { count: Number(b.label) });
    if (chart.type === 'checkbox') return b.label === 'true' ? t('publications.answers.yes') : b.label === 'false' ? t('publications.answers.no') : b.label;
    return b.label;
  };
  return (
    <Paper withBorder p="sm" data-testid="answer-chart" data-question={chart.questionId}>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {chart.question}
        </Text>
        <Text size="xs" c="dimmed" data-testid="answer-chart-summary">
          {t('publications.answers.count', { count: chart.answers, formatted: formatNumber(chart.answers, lang, 0) })}
          {chart.mean !== null &&
            ` · ${t('publications.answers.mean', { value: formatNumber(chart.mean, lang, 1) })}` +
              (chart.type === 'number' ? ` · ${t('publications.answers.range', { min: formatNumber(chart.min!, lang), max: formatNumber(chart.max!, lang) })}` : '')}
        </Text>
        {chart.bars.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('publications.answers.openQuestion')}
          </Text>
        ) : (
          <Stack gap={4} role="list">
            {chart.bars.map((b) => (
              <Box key={b.label} role="listitem" data-testid="answer-bar" data-count={b.count}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {label(b)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(b.count, lang, 0)} ({formatPercent(b.count / chart.answers, lang)})
                  </Text>
                </Group>
                {/* the bar's length is relative to the largest, so small differences stay visible */}
                <Box h={8} bg="gray.1" style={{ borderRadius: 4 }} aria-hidden>
                  <Box h={8} bg="teal.7" w={`${(b.count / most) * 100}%`} style={{ borderRadius: 4 }} />
                </Box>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
