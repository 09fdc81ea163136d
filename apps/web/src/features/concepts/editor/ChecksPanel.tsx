import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { IlsCheck } from '@plotwise/core/zoning/index';
import type { ConstraintCheck } from '../shared/constraintChecks';
import { amountOff } from '../shared/conceptChecks';
import { IlsChecks } from './IlsChecks';

const sign: Record<string, string> = { smaller_than: '≤', greater_than: '≥', equal: '=' };


/**
 * Every constraint of the location against the concept (green, red with the amount over and the rule, grey if not
 * checkable), then the six ILS omgevingsplan checks.
 */
export function ChecksPanel({
  checks,
  ilsChecks = [],
  hasBuildings,
}: {
  checks: readonly ConstraintCheck[];
  ilsChecks?: readonly IlsCheck[];
  hasBuildings: boolean;
}) {
  const { t } = useTranslation();
  if (!hasBuildings) return <Text c="dimmed">{t('conceptEditor.noBuildings')}</Text>;
  return (
    <Stack gap="sm">
      {checks.length === 0 ? <Text c="dimmed">{t('conceptEditor.checks.none')}</Text> : <ConstraintChecks checks={checks} />}
      <IlsChecks checks={ilsChecks} />
    </Stack>
  );
}

function ConstraintChecks({ checks }: { checks: readonly ConstraintCheck[] }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatNumber(v, i18n.language, 2);
  return (
    <Stack gap={6} data-testid="constraint-checks">
      {checks.map((c) => {
        const off = amountOff(c);
        return (
          <Group
            key={c.id}
            gap={6}
            wrap="nowrap"
            align="flex-start"
            data-testid="concept-check"
            data-type={c.type}
            data-status={c.status}
            data-actual={c.actual ?? ''}
          >
            <Badge
              color={c.status === 'ok' ? 'teal.9' : c.status === 'violated' ? 'red.9' : 'gray.7'}
              variant="filled"
              miw={70}
            >
              {t(`sheets.constraints.status.${c.status}`)}
            </Badge>
            <Text size="sm">
              <b>{t(`sheets.constraints.kinds.${c.type}`, { defaultValue: c.type })}</b>{' '}
              {sign[c.operator] ?? c.operator} {c.limit === null ? '–' : n(c.limit)}
              {c.actual !== null && ` · ${t('conceptEditor.checks.actual', { value: n(c.actual) })}`}
              {off !== null &&
                ` · ${t(c.operator === 'greater_than' ? 'conceptEditor.checks.under' : 'conceptEditor.checks.over', { value: n(off) })}`}
              {c.reason && ` · ${t(`sheets.constraints.reason.${c.reason}`)}`}
              {c.name && (
                <Text span c="dimmed" size="xs">
                  {' '}
                  ({t('conceptEditor.checks.rule', { name: c.name })})
                </Text>
              )}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
