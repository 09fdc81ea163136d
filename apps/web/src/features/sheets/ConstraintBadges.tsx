import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { type ConstraintCheck } from '@plotwise/core/zoning/index';

const sign: Record<string, string> = { smaller_than: '≤', greater_than: '≥', equal: '=' };

/** The location's constraints on one figure, each met (green), broken (red) or not checkable (grey). */
export function ConstraintBadges({ checks }: { checks: readonly ConstraintCheck[] }) {
  const { t, i18n } = useTranslation();
  if (checks.length === 0) return null;
  return (
    <Group gap={4}>
      {checks.map((c) => (
        <Badge
          key={c.id}
          size="sm"
          variant="filled"
          // dark shades: white text on them meets the contrast rule
          color={c.status === 'ok' ? 'teal.9' : c.status === 'violated' ? 'red.9' : 'gray.7'}
          title={`${c.name} — ${t(`sheets.constraints.status.${c.status}`)}${c.reason ? `: ${t(`sheets.constraints.reason.${c.reason}`)}` : ''}`}
          data-testid="constraint-check"
          data-status={c.status}
        >
          {sign[c.operator] ?? c.operator} {c.limit === null ? '–' : formatNumber(c.limit, i18n.language, 3)} {c.status === 'ok' ? '✓' : c.status === 'violated' ? '✗' : '?'}
        </Badge>
      ))}
    </Group>
  );
}
