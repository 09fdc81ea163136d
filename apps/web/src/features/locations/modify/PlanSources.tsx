import { List, Stack, Text } from '@mantine/core';
import type { PlanSourceDecision } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

/** The date of one side of a decision, formatted; '-' when the source gives none. */
function dateOf(d: PlanSourceDecision, kind: 'imported' | 'online', lang: string): string {
  const date = kind === 'imported' ? d.imported?.date : d.online?.date;
  return date ? formatDate(date, lang) : '-';
}

/**
 * Per regeling at the location, which source gives its rules and constraints (the imported delivery or the online DSO
 * read) and why the other was set aside, so the user knows which version the constraints rest on.
 */
export function PlanSources({ sources }: { sources: readonly PlanSourceDecision[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!sources.length) return null;
  const kind = (k: 'imported' | 'online') => t(`locationModify.sources.kind.${k}`);
  return (
    <Stack gap={4} data-testid="plan-sources">
      <Text fw={600} size="sm">
        {t('locationModify.sources.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('locationModify.sources.intro')}
      </Text>
      <List size="sm" spacing={2}>
        {sources.map((d) => (
          <List.Item key={d.regeling} data-testid="plan-source" data-used={d.used} data-set-aside={d.setAside ?? ''}>
            <Text span fw={500} size="sm">
              {d.title ?? d.regeling}
            </Text>
            {': '}
            {t('locationModify.sources.used', { source: kind(d.used), date: dateOf(d, d.used, lang) })}
            {d.setAside && `; ${t('locationModify.sources.setAside', { source: kind(d.setAside), date: dateOf(d, d.setAside, lang) })}`}
            {` (${t(`locationModify.sources.reason.${d.reason}`)})`}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
