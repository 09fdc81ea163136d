import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { HAND_CONSTRAINT_SOURCE } from '@plotwise/contracts';
import type { IlsCheck } from '@plotwise/core/zoning/index';
import { useTranslation } from 'react-i18next';
import { formatLength, formatNumber, formatPercent } from '../../../lib/format';
import { ExternalLink } from '../../../ui/ExternalLink';

const color = { pass: 'teal.9', fail: 'red.9', not_checkable: 'gray.7' } as const;

/**
 * The six omgevingsplan checks of the ILS Omgevingsvergunning as a municipality runs them on a permit model:
 * each with its result, the concept's figure against the plan's limit and the article it rests on (a link when
 * the plan gives one), or why it cannot be checked.
 */
export function IlsChecks({ checks }: { checks: readonly IlsCheck[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!checks.length) return null;
  const value = (c: IlsCheck, v: number | string | null): string => {
    if (v === null) return '–';
    // check 1 names uses (residential, office) against the designations' own names
    if (typeof v === 'string')
      return c.key === 'use' && v === c.actual
        ? v.split(', ').map((u) => t(`conceptEditor.ils.use.${u}`, { defaultValue: u })).join(', ')
        : v;
    if (c.unit === 'm') return formatLength(v, lang, 2);
    if (c.unit === 'percent') return formatPercent(v / 100, lang, 1);
    if (c.unit === 'storeys') return t('conceptEditor.ils.storeys', { count: v, value: formatNumber(v, lang, 0) });
    return formatNumber(v, lang, 2);
  };
  return (
    <Stack gap={6} data-testid="ils-checks" role="group" aria-labelledby="ils-checks-title">
      <Title order={3} size="h6" id="ils-checks-title">
        {t('conceptEditor.ils.title')}
      </Title>
      {checks.map((c) => (
        <Group
          key={c.id}
          gap={6}
          wrap="nowrap"
          align="flex-start"
          data-testid="ils-check"
          data-id={c.id}
          data-key={c.key}
          data-status={c.status}
          data-actual={c.actual ?? ''}
          data-limit={c.limit ?? ''}
        >
          {/* never shrunk: "voldoet" and "voldoet niet" must not both end as "vold…" */}
          <Badge color={color[c.status]} variant="filled" miw={70} style={{ flexShrink: 0 }}>
            {t(`conceptEditor.rules.status.${c.status}`)}
          </Badge>
          <Text size="sm">
            <b>
              {c.id}. {t(`conceptEditor.ils.check.${c.key}`)}
            </b>
            {c.subject && ` (${t(`conceptEditor.ils.subject.${c.subject}`, { defaultValue: c.subject })})`}
            {c.actual !== null && c.limit === null && ` · ${t('conceptEditor.ils.actualOnly', { actual: value(c, c.actual) })}`}
            {c.limit !== null &&
              ` · ${t(c.key === 'use' ? 'conceptEditor.ils.designated' : 'conceptEditor.ils.against', { actual: value(c, c.actual), limit: value(c, c.limit) })}`}
            {c.reason && ` · ${t(`conceptEditor.ils.reason.${c.reason}`)}`}
            {c.citation && (c.citation.reference || c.citation.name) && (
              <Text span c="dimmed" size="xs" data-testid="ils-citation">
                {' '}
                (
                <ExternalLink url={c.citation.url} size="xs">
                  {c.citation.reference || c.citation.name}
                </ExternalLink>
                {c.citation.source && `, ${c.citation.source === HAND_CONSTRAINT_SOURCE ? t('conceptEditor.rules.hand') : c.citation.source}`})
              </Text>
            )}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
