import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { publicationRoutes, type SurveyAnswerRow } from '@plotwise/contracts';
import { fileRouteHref } from '../../api/fileRoute';
import { formatDate } from '../../lib/format';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { AnswerCharts } from './AnswerCharts';
import { useSurveyAnswers } from './publicationApi';

/** The survey answers of a publication: a chart per question, the answers as a table (newest first) and as XLSX. */
export function SurveyAnswersPanel({ publicationId }: { publicationId: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const answers = useSurveyAnswers(publicationId);
  // an IBIS survey's answers are each about a park: its name and IBIS number come first
  const parks = !!answers.data?.some((r) => r.rin);
  const columns = useMemo<DataColumn<SurveyAnswerRow>[]>(
    () => [
      ...(parks
        ? [
            {
              id: 'park',
              header: t('publications.answers.park'),
              sortValue: (r: SurveyAnswerRow) => r.park ?? r.rin,
              cell: (r: SurveyAnswerRow) => (
                <span data-testid="answer-park">{r.rin ? `${r.park ?? ''} (${r.rin})`.trim() : ''}</span>
              ),
            },
          ]
        : []),
      {
        id: 'question',
        header: t('publications.answers.question'),
        sortValue: (r) => r.question,
        cell: (r) => r.question,
      },
      {
        id: 'value',
        header: t('publications.answers.value'),
        sortValue: (r) => r.value,
        cell: (r) => <span data-testid="answer-value">{r.value}</span>,
      },
      {
        id: 'createdAt',
        header: t('publications.answers.createdAt'),
        sortValue: (r) => r.createdAt,
        cell: (r) => formatDate(r.createdAt, lang, true),
      },
    ],
    [t, lang, parks],
  );
  const xlsx = fileRouteHref(publicationRoutes.answersXlsx, { params: { id: publicationId }, query: { lang: lang === 'en' ? 'en' : 'nl' } });
  return (
    <Stack gap="sm" data-testid="survey-answers">
      <Text size="sm" c="dimmed">
        {t('publications.answers.intro')}
      </Text>
      {!!answers.data?.length && (
        <>
          <Title order={4} size="h6">
            {t('publications.answers.charts')}
          </Title>
          <AnswerCharts rows={answers.data} />
        </>
      )}
      <DataTable
        columns={columns}
        rows={answers.data}
        rowId={(r) => r.id}
        label={t('publications.answers.title')}
        testId="answers-table"
        loading={answers.isPending}
        error={answers.isError ? t('publications.loadFailed') : undefined}
        empty={t('publications.answers.empty')}
        striped
        maxHeight={420}
      />
      {!!answers.data?.length && (
        <Anchor href={xlsx} download data-testid="answers-xlsx">
          {t('publications.answers.xlsx')}
        </Anchor>
      )}
    </Stack>
  );
}
