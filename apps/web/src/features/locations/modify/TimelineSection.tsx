import { Badge, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { locationRoutes, type ActivityEntry } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { formatDate } from '../../../lib/format';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

/** A publication status name from the server (draft, published, hidden) in the reader's language. */
const publicationStatus = (name: string | null, t: TFunction) =>
  name ? t(`publications.status.${name}`, { defaultValue: name }) : '–';

/** One line of the timeline in words: a move of status or phase names both values; anything else its title. */
function describe(e: ActivityEntry, t: TFunction) {
  if (e.kind === 'publication_status')
    return t('locationModify.timeline.moved', {
      field: `${t('locationModify.timeline.kinds.publication')}${e.title ? ` ${e.title}` : ''}`,
      from: publicationStatus(e.from, t),
      to: publicationStatus(e.to, t),
    });
  if (e.kind === 'rule_change')
    return t(`locationModify.timeline.ruleChange.${e.to ?? 'amendment'}`, { besluit: e.title ?? '' });
  if (e.kind === 'status' || e.kind === 'phase') {
    const moved = t('locationModify.timeline.moved', {
      field: t(`locationModify.fields.${e.kind}`),
      from: e.from ?? '–',
      to: e.to ?? '–',
    });
    // a visitor's accept or reject names the publication it was made through
    return e.title ? `${moved} · ${t('locationModify.timeline.byVisitorOf', { publication: e.title })}` : moved;
  }
  return `${t(`locationModify.timeline.kinds.${e.kind}`)}${e.title ? `: ${e.title}` : ''}`;
}

/** What happened to the location, newest first: created, status and phase changes, notes, tasks, concepts, images, publications. */
export function TimelineSection({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation();
  // under the locations key: every change of the location or its children refreshes it
  const q = useQuery({
    queryKey: [...entityKeys.all('locations'), 'activity', String(locationId)],
    queryFn: ({ signal }) => api.call(locationRoutes.activity, { params: { id: locationId }, signal }),
  });
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-labelledby="timeline-title"
      data-testid="timeline-section"
    >
      <Stack>
        <Title order={2} size="h4" id="timeline-title">
          {t('locationModify.timelineTitle')}
        </Title>
        {q.isError && <Text c="red.8">{t('locationModify.timeline.failed')}</Text>}
        {q.isPending && (
          <LoadingIndicator size="sm" label={t('locationModify.timeline.loading')} />
        )}
        {q.data?.length === 0 && <Text c="dimmed">{t('locationModify.timeline.empty')}</Text>}
        <Timeline bulletSize={14} lineWidth={2}>
          {(q.data ?? []).map((e, i) => (
            <Timeline.Item
              key={`${e.kind}-${e.at}-${i}`}
              data-testid="activity"
              data-kind={e.kind}
              title={
                <Text size="sm" fw={500}>
                  {describe(e, t)}{' '}
                  {e.color && (
                    <Badge
                      size="xs"
                      color={e.color}
                      variant="filled"
                      component="span"
                      aria-hidden="true"
                      w={10}
                      p={0}
                    />
                  )}
                </Text>
              }
            >
              <Text size="xs" c="dimmed">
                {[formatDate(e.at, i18n.language, true), e.by].filter(Boolean).join(' · ')}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}
